import { CommonStatus, RoleCode } from '@dha/contracts';
import { APP_CONFIG, type AppConfig } from '@dha/server-core';
import { createTestApp, type TestApp } from '@dha/testing';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import { GetUserProfileQuery, GetUsersQuery } from '../contract/user.queries';
import { GetLoginUserByTokenQuery } from '@dha/auth';
import { SystemBaseSeeder } from './base.seeder';
import { SystemDemoSeeder, DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.seeder';
import { BASE_MENUS } from './menus';

describe('auth seeders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = async () =>
    (
      await t.sql<Record<string, string>>(`select
        (select count(*) from system_tenant) as tenants, (select count(*) from system_role) as roles,
        (select count(*) from system_menu) as menus, (select count(*) from system_role_menu) as grants,
        (select count(*) from system_users) as users, (select count(*) from system_user_role) as links`)
    )[0];

  it('the base seed holds tenant 1, the eight roles, the menu tree and the admin', async () => {
    const roles = await t.sql<{ code: string }>('select code from system_role where tenant_id = 1 order by sort');
    expect(roles.map((r) => r.code)).toEqual(Object.values(RoleCode));
    expect((await t.sql(`select id from system_tenant where id = 1 and status = ${CommonStatus.ENABLE}`)).length).toBe(1);
    expect(Number((await counts())!.menus)).toBe(BASE_MENUS.length);
    const admin = await t.sql<{ code: string }>(
      `select r.code from system_users u join system_user_role ur on ur.user_id = u.id join system_role r on r.id = ur.role_id where u.username = 'admin'`,
    );
    expect(admin).toEqual([{ code: RoleCode.SUPER_ADMIN }]);
    expect(
      (await t.sql(`select id from system_role_menu rm where rm.role_id = (select id from system_role where code = 'common')`)).length,
    ).toBe(0);
  });

  it('is idempotent and never overwrites the admin password', async () => {
    const before = await counts();
    const [hashBefore] = await t.sql<{ password: string }>(`select password from system_users where username = 'admin'`);
    const config = t.app.get<AppConfig>(APP_CONFIG, { strict: false });
    const seeder = new SystemBaseSeeder(t.app.get(EntityManager), { ...config, ADMIN_PASSWORD: 'Another@999' });
    await seeder.seed();
    await t.app.get(SystemBaseSeeder, { strict: false }).seed();
    expect(await counts()).toEqual(before);
    const [hashAfter] = await t.sql<{ password: string }>(`select password from system_users where username = 'admin'`);
    expect(hashAfter!.password).toBe(hashBefore!.password);
    // a new menu made by an admin after the seed takes an id above the fixed ones
    const [row] = await t.sql<{ id: number }>(`insert into system_menu (name, type) values ('自定义', 1) returning id`);
    expect(row!.id).toBeGreaterThan(Math.max(...BASE_MENUS.map((m) => m.id)));
  });

  it('without ADMIN_PASSWORD, a first start makes a random admin password and prints it once', async () => {
    await t.sql(`delete from system_users where username = 'admin'`);
    const config = t.app.get<AppConfig>(APP_CONFIG, { strict: false });
    const seeder = new SystemBaseSeeder(t.app.get(EntityManager), { ...config, ADMIN_PASSWORD: undefined });
    const printed: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    try {
      await seeder.seed();
      await seeder.seed();
    } finally {
      spy.mockRestore();
    }
    const lines = printed.filter((l) => l.startsWith('admin password: '));
    expect(lines).toHaveLength(1);
    const password = lines[0]!.slice('admin password: '.length).trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await t.api.post('/system/auth/login', { username: 'admin', password })).code).toBe(0);
  });

  it('the demo seed makes one account per staff role and five visitors with complete profiles, once', async () => {
    const printed: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    const seeder = t.app.get(SystemDemoSeeder, { strict: false });
    try {
      await seeder.seed();
      const usersAfterFirst = (await counts())!.users;
      await seeder.seed();
      expect((await counts())!.users).toBe(usersAfterFirst);
    } finally {
      spy.mockRestore();
    }
    expect(printed.filter((l) => l.includes('demo accounts'))).toHaveLength(1);
    expect(printed.join('')).toContain('teacher1 (course_teacher)');

    const bus = t.app.get(QueryBus);
    for (const account of DEMO_ACCOUNTS) {
      const token = await t.api.login(account.username, DEMO_PASSWORD);
      const user = await bus.execute(new GetLoginUserByTokenQuery(token));
      expect(user?.roles).toEqual([account.role]);
      const profile = await bus.execute(new GetUserProfileQuery(user!.id));
      expect(profile).toMatchObject({
        username: account.username,
        realName: account.realName,
        roles: [account.role],
        tenantId: 1,
        profileComplete: true,
      });
    }
    expect(DEMO_ACCOUNTS.filter((a) => a.role === RoleCode.COMMON).map((a) => a.username)).toEqual([
      'visitor1',
      'visitor2',
      'visitor3',
      'visitor4',
      'visitor5',
    ]);
  });

  it('GetUsersQuery answers summaries of known ids only; GetUserProfileQuery answers null for an unknown id', async () => {
    const bus = t.app.get(QueryBus);
    const ids = await t.sql<{ id: number; username: string }>(
      `select id, username from system_users where username in ('teacher1', 'visitor1') order by id`,
    );
    const users = await bus.execute(new GetUsersQuery([...ids.map((r) => r.id), 999_999, ids[0]!.id]));
    expect(users).toEqual([
      {
        id: ids[0]!.id,
        username: 'teacher1',
        nickname: '王老师',
        realName: '王明',
        mobile: expect.stringMatching(/^1\d{10}$/),
        roles: ['course_teacher'],
      },
      {
        id: ids[1]!.id,
        username: 'visitor1',
        nickname: '访客一',
        realName: '陈晨',
        mobile: expect.stringMatching(/^1\d{10}$/),
        roles: ['common'],
      },
    ]);
    expect(await bus.execute(new GetUsersQuery([]))).toEqual([]);
    expect(await bus.execute(new GetUserProfileQuery(999_999))).toBeNull();
    expect(await bus.execute(new GetLoginUserByTokenQuery('not-a-token'))).toBeNull();
  });
});

describe('demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
  });
  afterAll(() => t.close());

  it('login, refresh and logout still work; other writes answer 901', async () => {
    const login = await t.api.post<{ accessToken: string; refreshToken: string }>('/system/auth/login', {
      username: 'admin',
      password: 'Admin@12345',
    });
    expect(login.code).toBe(0);
    const token = login.data!.accessToken;
    expect((await t.api.get('/system/auth/get-permission-info', { token })).code).toBe(0);
    expect((await t.api.put('/system/user/updateMyProfileInfo', { realName: '演示' }, { token })).code).toBe(901);
    expect((await t.api.post('/system/auth/register', { username: 'demovisitor', password: 'Pass@1234' })).code).toBe(901);
    expect((await t.sql(`select id from system_users where username = 'demovisitor'`)).length).toBe(0);
    expect((await t.api.post('/system/auth/refresh-token', undefined, { query: { refreshToken: login.data!.refreshToken } })).code).toBe(0);
    expect((await t.api.post('/system/auth/logout', undefined, { token })).data).toBe(true);
  });
});
