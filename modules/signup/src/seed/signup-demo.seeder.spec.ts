import { createTestApp, type TestApp } from '@dha/testing';
import { DiscoveryService } from '@nestjs/core';
import { SEEDER_METADATA, type Seeder, type SeederOptions } from '@dha/server-core';

jest.setTimeout(60_000);

describe('demo seeder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes demo signups in several statuses, once', async () => {
    const seeders = t.app
      .get(DiscoveryService)
      .getProviders()
      .filter((w) => w.metatype && w.instance)
      .map((w) => ({
        instance: w.instance as Seeder,
        options: Reflect.getMetadata(SEEDER_METADATA, w.metatype!) as SeederOptions | undefined,
      }))
      .filter((s) => s.options?.kind === 'demo')
      .sort((a, b) => a.options!.order - b.options!.order);
    for (const s of seeders) await s.instance.seed();
    const statuses = await t.sql<{ status: number }>(`select distinct status from signup_signup order by status`);
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining([10, 20, 30, 40, 41, 42, 50]));
    const count = async () => (await t.sql<{ n: string }>(`select count(*) as n from signup_signup`))[0]!.n;
    const first = await count();
    for (const s of seeders) await s.instance.seed();
    expect(await count()).toBe(first);
    const [h] = await t.sql<{ h: string; o: string }>(
      `select (select count(*) from signup_history) as h, (select count(*) from core_outbox_event where aggregate_type = 'signup') as o`,
    );
    expect(h!.h).toBe(h!.o);
  });
});
