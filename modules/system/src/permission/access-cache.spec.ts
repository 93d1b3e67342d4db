import { Permissions, RoleCode, type AuthPermissionInfo, type CommonResult } from '@dha/contracts';
import { toWire, type LoginUser } from '@dha/server-core';
import { QueryBus } from '@nestjs/cqrs';
import { createTestApp, waitFor, type TestApp } from '@dha/testing';
import { ACCESS_CACHE_MAX_TOKENS, AccessCache } from '@dha/server-core';
import { GetLoginUserByTokenQuery } from '@dha/auth';
import { GetPermissionInfoQuery } from './queries/get-permission-info/get-permission-info.query';
import { createUser, TEST_PASSWORD, uniq } from '../testing';

jest.setTimeout(60_000);

const INFO = '/system/auth/get-permission-info';

/**
 * Two server processes on one database and one Redis prefix (as two API replicas): a change made
 * through one is seen by the other at its next request, although both keep access in memory.
 */
describe('the access cache across processes', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ DATABASE_URL: a.config.DATABASE_URL, REDIS_PREFIX: a.config.REDIS_PREFIX, RUN_WORKERS: 'false' });
    admin = await a.api.loginAsAdmin();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const info = (t: TestApp, token: string): Promise<CommonResult<AuthPermissionInfo>> => t.api.get<AuthPermissionInfo>(INFO, { token });
  const roleId = async (code: string): Promise<number> =>
    (await a.sql<{ id: number }>(`select id from system_role where tenant_id = 1 and code = ?`, [code]))[0]!.id;
  /** both processes answer `expected` for the token (the other one within a moment: pub/sub) */
  const bothSee = async (token: string, check: (r: CommonResult<AuthPermissionInfo>) => boolean): Promise<void> => {
    expect(check(await info(a, token))).toBe(true);
    await waitFor(async () => check(await info(b, token)) || undefined, 2000, 5);
  };

  it('a role change through one process is seen by the other on the next request', async () => {
    const username = uniq('cached');
    const id = await createUser(a, username, [RoleCode.COMMON]);
    const token = await a.api.login(username, TEST_PASSWORD);
    // both processes load and keep the user's access
    for (const t of [a, b, a, b]) expect((await info(t, token)).data!.roles).toEqual([RoleCode.COMMON]);
    expect((await b.api.get('/system/post/page', { token })).code).toBe(403);

    // an administrator grants super_admin through process A
    const assigned = await a.api.post(
      '/system/permission/assign-user-role',
      { userId: id, roleIds: [await roleId(RoleCode.SUPER_ADMIN)] },
      { token: admin },
    );
    expect(assigned.code).toBe(0);
    await bothSee(token, (r) => r.data?.roles.includes(RoleCode.SUPER_ADMIN) === true);
    expect((await b.api.get('/system/post/page', { token })).code).toBe(0);
    expect((await info(b, token)).data!.permissions).toContain(Permissions.post.query);
  });

  it('a sign-out through one process ends the session in the other at once', async () => {
    const username = uniq('leaver');
    await createUser(a, username);
    const token = await a.api.login(username, TEST_PASSWORD);
    expect((await info(b, token)).code).toBe(0);
    expect((await info(a, token)).code).toBe(0);
    expect((await a.api.post('/system/auth/logout', undefined, { token })).data).toBe(true);
    await bothSee(token, (r) => r.code === 401);
  });

  it('a refresh through one process ends the old access token in the other', async () => {
    const username = uniq('refresher');
    await createUser(a, username);
    const login = await a.api.post<{ accessToken: string; refreshToken: string }>('/system/auth/login', {
      username,
      password: TEST_PASSWORD,
    });
    const old = login.data!.accessToken;
    expect((await info(b, old)).code).toBe(0);
    const refreshed = await a.api.post<{ accessToken: string }>('/system/auth/refresh-token', undefined, {
      query: { refreshToken: login.data!.refreshToken },
    });
    expect(refreshed.code).toBe(0);
    await bothSee(old, (r) => r.code === 401);
    expect((await info(b, refreshed.data!.accessToken)).code).toBe(0);
  });

  it('a password change through one process ends the other sessions in the other', async () => {
    const username = uniq('changer');
    await createUser(a, username);
    const kept = await a.api.login(username, TEST_PASSWORD);
    const other = await a.api.login(username, TEST_PASSWORD);
    expect((await info(b, other)).code).toBe(0);
    const changed = await a.api.put(
      '/system/user/profile/update-password',
      { oldPassword: TEST_PASSWORD, newPassword: 'Changed@5678' },
      { token: kept },
    );
    expect(changed.code).toBe(0);
    await bothSee(other, (r) => r.code === 401);
    expect((await info(b, kept)).code).toBe(0);
  });

  it('a profile change through one process shows in the permission info of the other', async () => {
    const username = uniq('renamed');
    await createUser(a, username);
    const token = await a.api.login(username, TEST_PASSWORD);
    expect((await info(b, token)).data!.user.nickname).toBe(username);
    expect((await a.api.put('/system/user/updateMyProfileInfo', { nickname: '新昵称' }, { token })).code).toBe(0);
    await bothSee(token, (r) => r.data?.user.nickname === '新昵称');
  });

  it('really serves from memory: a change nobody announces shows only after an invalidation', async () => {
    const username = uniq('silent');
    const id = await createUser(a, username);
    const token = await a.api.login(username, TEST_PASSWORD);
    expect((await info(b, token)).data!.user.nickname).toBe(username);
    await a.sql(`update system_users set nickname = '悄悄改名' where id = ?`, [id]);
    expect((await info(b, token)).data!.user.nickname).toBe(username);
    await a.app.get(AccessCache).usersChanged(1, [id]);
    await waitFor(async () => (await info(b, token)).data!.user.nickname === '悄悄改名' || undefined, 2000, 5);
  });
});

describe('the access cache in one process', () => {
  let t: TestApp;
  let cache: AccessCache;
  beforeAll(async () => {
    t = await createTestApp();
    cache = t.app.get(AccessCache);
  });
  afterAll(() => t.close());

  const user = (accessToken: string, id = 1): LoginUser => ({
    id,
    tenantId: 1,
    username: 'u',
    nickname: 'u',
    deptId: null,
    roles: ['common'],
    permissions: [],
    accessToken,
  });
  const token = (n: number): string => n.toString(16).padStart(32, '0');

  it('does not keep a load that an invalidation overtook', async () => {
    const generation = cache.loadGeneration;
    await cache.usersChanged(1, [1]);
    cache.keepLoginUser(user(token(1)), token(1), Date.now() + 60_000, generation);
    expect(cache.loginUser(token(1), token(1))).toBeUndefined();
    cache.keepLoginUser(user(token(1)), token(1), Date.now() + 60_000, cache.loadGeneration);
    expect(cache.loginUser(token(1), token(1))).toMatchObject({ id: 1, accessToken: token(1) });
  });

  it('serves a token no longer than it (or its tenant) lives', async () => {
    cache.keepLoginUser(user(token(2)), token(2), Date.now() - 1, cache.loadGeneration);
    expect(cache.loginUser(token(2), token(2))).toBeUndefined();
  });

  it('hands each caller a copy of its own', async () => {
    cache.keepLoginUser(user(token(3)), token(3), Date.now() + 60_000, cache.loadGeneration);
    cache.loginUser(token(3), token(3))!.roles.push('super_admin');
    expect(cache.loginUser(token(3), token(3))!.roles).toEqual(['common']);
  });

  it('stays bounded: the least recently used token goes first', async () => {
    const generation = cache.loadGeneration;
    cache.keepLoginUser(user(token(10)), token(10), Date.now() + 60_000, generation);
    for (let i = 0; i < ACCESS_CACHE_MAX_TOKENS; i++) {
      if (i === ACCESS_CACHE_MAX_TOKENS / 2) expect(cache.loginUser(token(10), token(10))).toBeDefined(); // used: moves to the back
      cache.keepLoginUser(user(token(1_000_000 + i), 2), token(1_000_000 + i), Date.now() + 60_000, generation);
    }
    expect(cache.loginUser(token(1_000_000), token(1_000_000))).toBeUndefined();
    expect(cache.loginUser(token(10), token(10))).toBeDefined();
    expect(cache.loginUser(token(1_000_000 + ACCESS_CACHE_MAX_TOKENS - 1), token(1_000_000 + ACCESS_CACHE_MAX_TOKENS - 1))).toBeDefined();
  });

  it('sends the permission info pre-serialized, byte for byte what the envelope would send', async () => {
    const admin = await t.api.loginAsAdmin();
    const expected = JSON.stringify({
      code: 0,
      msg: '',
      data: toWire(
        await t.app
          .get(QueryBus)
          .execute(new GetPermissionInfoQuery((await t.app.get(QueryBus).execute(new GetLoginUserByTokenQuery(admin)))!)),
      ),
    });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/admin-api/system/auth/get-permission-info',
        headers: { authorization: `Bearer ${admin}`, 'tenant-id': '1' },
      });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(expected);
    }
  });
});
