import { PreparedStatement, sqlDate } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from '@dha/testing';

describe('PreparedStatement (the hot statements of requests and event consumers)', () => {
  let t: TestApp;
  let em: EntityManager;

  beforeAll(async () => {
    t = await createTestApp();
    em = t.app.get(EntityManager);
  });
  afterAll(() => t.close());

  it('runs as a named statement prepared on the pooled connection, and again from there', async () => {
    const probe = new PreparedStatement<{ name: string; parameter_types: string[] }>(
      'core_test_probe',
      'select name, parameter_types::text[] as parameter_types from pg_prepared_statements where name = $1',
    );
    // the statement finds itself among the session's prepared statements
    for (let i = 0; i < 30; i++) {
      expect(await probe.run(em, ['core_test_probe'])).toEqual([{ name: 'core_test_probe', parameter_types: ['text'] }]);
    }
  });

  it('passes values as parameters, never as SQL text', async () => {
    const echo = new PreparedStatement<{ value: string; ids: number[] }>('core_test_echo', 'select $1::text as value, $2::int[] as ids');
    expect(await echo.run(em, ["x'); drop table system_users; --", [3, 1, 2]])).toEqual([
      { value: "x'); drop table system_users; --", ids: [3, 1, 2] },
    ]);
    expect((await t.sql<{ n: number }>(`select count(*)::int as n from system_users`))[0]!.n).toBeGreaterThan(0);
  });

  it('answers timestamps as the ORM connection gives them; sqlDate makes them Dates', async () => {
    const clock = new PreparedStatement<{ at: unknown; missing: unknown }>(
      'core_test_clock',
      `select timestamptz '2026-11-22 08:00:00+00' as at, null::timestamptz as missing`,
    );
    const [row] = await clock.run(em, []);
    expect(sqlDate(row!.at)?.toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(sqlDate(row!.missing)).toBeNull();
  });

  it('runs in the transaction of an em inside transactional: it sees its writes, and rolls back with it', async () => {
    const txid = new PreparedStatement<{ id: string }>('core_test_txid', 'select txid_current()::text as id');
    const record = new PreparedStatement(
      'core_test_record',
      'insert into core_processed_event (consumer, event_id, processed_at) values ($1, gen_random_uuid(), now())',
    );
    const consumer = `prepared-test-${Date.now()}`;
    await expect(
      em.fork().transactional(async (tx) => {
        const [own] = await tx.execute<Array<{ id: string }>>('select txid_current()::text as id');
        expect(await txid.run(tx, [])).toEqual([{ id: own!.id }]);
        await record.run(tx, [consumer]);
        expect(await tx.execute(`select 1 from core_processed_event where consumer = ?`, [consumer])).toHaveLength(1);
        throw new Error('the caller fails');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await t.sql(`select 1 from core_processed_event where consumer = ?`, [consumer])).toEqual([]);
    // without a transaction: a statement of its own on a pooled connection
    const [first] = await txid.run(em, []);
    const [second] = await txid.run(em, []);
    expect(first!.id).not.toBe(second!.id);
  });

  it('gives the connection back to the pool even when the statement fails', async () => {
    const broken = new PreparedStatement('core_test_broken', 'select * from no_such_table');
    for (let i = 0; i < 25; i++) await expect(broken.run(em, [])).rejects.toThrow(/no_such_table/);
    // the pool (20 connections) still serves
    expect(await new PreparedStatement<{ one: number }>('core_test_one', 'select 1 as one').run(em, [])).toEqual([{ one: 1 }]);
  });
});
