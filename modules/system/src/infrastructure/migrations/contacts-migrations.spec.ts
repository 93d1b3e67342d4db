import { createTestApp, type TestApp } from '@dha/testing';
import type { Migration } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { createUser, uniq } from '../../testing';
import { FIRST_DAY } from '../../seed/base.seeder';
import { SystemFirstDayContacts202612020200 } from './first-day-contacts.migration';
import { SystemUniqueContacts202612020100 } from './unique-contacts.migration';

/** Issue 29: the contacts' unique indexes after a check for duplicates, and the first-day contacts on older databases. */
describe('contacts migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' });
  });
  afterAll(() => t.close());

  /** Runs a migration's up() against the test database, as the migrator would. */
  const migrate = async (type: new (...args: ConstructorParameters<typeof SystemUniqueContacts202612020100>) => Migration) => {
    const orm = t.app.get(MikroORM);
    const migration = new type(orm.em.getDriver() as unknown as ConstructorParameters<typeof type>[0], orm.config);
    await migration.up();
    const queries = migration.getQueries().map((q) => (typeof q === 'string' ? q : q.toQuery()));
    for (const sql of queries) await t.sql(sql);
    return queries;
  };
  const indexes = async () =>
    (
      await t.sql<{ indexname: string }>(
        `select indexname from pg_indexes where tablename = 'system_users' and indexname like 'system_users_tenant_%_unique' order by 1`,
      )
    ).map((r) => r.indexname);

  it('a fresh database ends with both unique indexes and the first-day contacts', async () => {
    expect(await indexes()).toEqual([
      'system_users_tenant_email_unique',
      'system_users_tenant_lower_username_unique',
      'system_users_tenant_mobile_unique',
    ]);
    expect(await t.sql(`select mobile, email from system_users where tenant_id = 1 and username = 'admin'`)).toEqual([
      { mobile: FIRST_DAY.adminMobile, email: FIRST_DAY.adminEmail },
    ]);
    const [tenant] = await t.sql<{ contact_name: string; contact_mobile: string; expire_time: string }>(
      `select contact_name, contact_mobile, (extract(epoch from expire_time) * 1000)::bigint::text as expire_time from system_tenant where id = 1`,
    );
    expect(tenant).toEqual({
      contact_name: '管理员',
      contact_mobile: FIRST_DAY.adminMobile,
      expire_time: String(new Date(FIRST_DAY.tenantExpireTime).getTime()),
    });
  });

  it('with shared mobiles: leaves that index out and logs each one with its accounts; makes it once they are gone', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await t.sql(`drop index system_users_tenant_mobile_unique`);
    await t.sql(`drop index system_users_tenant_email_unique`);
    const [a, b] = [await createUser(t, uniq('mdup')), await createUser(t, uniq('mdup'))];
    try {
      await t.sql(`update system_users set mobile = '13311112222' where id in (?, ?)`, [a, b]);
      const queries = await migrate(SystemUniqueContacts202612020100);
      expect(queries.join('\n')).not.toContain('system_users_tenant_mobile_unique');
      expect(await indexes()).toEqual(['system_users_tenant_email_unique', 'system_users_tenant_lower_username_unique']);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toContain(`tenant 1 mobile 13311112222: users ${a},${b}`);
    } finally {
      await t.sql(`update system_users set mobile = null where id = ?`, [b]);
      warn.mockRestore();
    }
    await migrate(SystemUniqueContacts202612020100);
    expect(await indexes()).toContain('system_users_tenant_mobile_unique');
  });

  it('fills the first-day contacts on an older database only where empty', async () => {
    await t.sql(`update system_users set mobile = null, email = '' where tenant_id = 1 and username = 'admin'`);
    await t.sql(`update system_tenant set contact_name = '', contact_mobile = null, expire_time = null where id = 1`);
    await migrate(SystemFirstDayContacts202612020200);
    expect(await t.sql(`select mobile, email from system_users where tenant_id = 1 and username = 'admin'`)).toEqual([
      { mobile: FIRST_DAY.adminMobile, email: FIRST_DAY.adminEmail },
    ]);
    expect((await t.sql(`select contact_name, contact_mobile from system_tenant where id = 1`))[0]).toEqual({
      contact_name: '管理员',
      contact_mobile: FIRST_DAY.adminMobile,
    });
    // what an administrator set is kept
    await t.sql(`update system_users set mobile = '13322223333' where tenant_id = 1 and username = 'admin'`);
    await t.sql(`update system_tenant set contact_name = '张校长', expire_time = '2030-01-01' where id = 1`);
    await migrate(SystemFirstDayContacts202612020200);
    expect((await t.sql(`select mobile from system_users where tenant_id = 1 and username = 'admin'`))[0]).toEqual({
      mobile: '13322223333',
    });
    expect((await t.sql(`select contact_name, expire_time = '2030-01-01' as kept from system_tenant where id = 1`))[0]).toEqual({
      contact_name: '张校长',
      kept: true,
    });
  });
});
