import { CommonStatus } from '@dha/contracts';
import type { AuthLoginResp } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { createHash } from 'node:crypto';
import { AuthErrors } from '../auth.errors';
import { accessChanged, createUser, TEST_PASSWORD, uniq } from '@dha/system/testing';

const PERMISSION_INFO = '/system/auth/get-permission-info';

describe('tokens: refresh, logout and revocation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = async (username = 'admin', password = 'Admin@12345'): Promise<AuthLoginResp> => {
    const result = await t.api.post<AuthLoginResp>('/system/auth/login', { username, password });
    expect(result.code).toBe(0);
    return result.data!;
  };

  it('answers 401 without a token, with an unknown token, and with a malformed header', async () => {
    expect(await t.api.get(PERMISSION_INFO)).toEqual({ code: 401, msg: '账号未登录', data: null });
    expect((await t.api.get(PERMISSION_INFO, { token: 'f'.repeat(32) })).code).toBe(401);
    expect((await t.api.get(PERMISSION_INFO, { headers: { authorization: 'Bearer ' } })).code).toBe(401);
    expect((await t.api.get(PERMISSION_INFO, { headers: { authorization: 'x'.repeat(5000) } })).code).toBe(401);
  });

  it('accepts a raw token without the Bearer prefix', async () => {
    const { accessToken } = await login();
    expect((await t.api.get(PERMISSION_INFO, { headers: { authorization: accessToken } })).code).toBe(0);
  });

  it('refreshes with rotation: a new access token and a new refresh token, the old access token revoked', async () => {
    const first = await login();
    const result = await t.api.post<AuthLoginResp>('/system/auth/refresh-token', undefined, {
      query: { refreshToken: first.refreshToken },
    });
    expect(result.code).toBe(0);
    const next = result.data!;
    expect(next.refreshToken).toMatch(/^[0-9a-f]{32}$/);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(next.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(next.accessToken).not.toBe(first.accessToken);
    expect(next.userId).toBe(first.userId);
    expect((await t.api.get(PERMISSION_INFO, { token: next.accessToken })).code).toBe(0);
    expect((await t.api.get(PERMISSION_INFO, { token: first.accessToken })).code).toBe(401);
  });

  it('accepts the refresh token in a JSON body as well as in the query', async () => {
    const first = await login();
    const result = await t.api.post<AuthLoginResp>('/system/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(result.code).toBe(0);
    expect((await t.api.get(PERMISSION_INFO, { token: result.data!.accessToken })).code).toBe(0);
    // and the rotated one again, by the body
    expect((await t.api.post('/system/auth/refresh-token', { refreshToken: result.data!.refreshToken })).code).toBe(0);
    const unknown = await t.api.post('/system/auth/refresh-token', { refreshToken: 'b'.repeat(32) });
    expect(unknown).toEqual({ code: 400, msg: '无效的刷新令牌', data: null });
    expect((await t.api.post('/system/auth/refresh-token', { refreshToken: ['x'] })).code).toBe(400);
    expect((await t.api.post('/system/auth/refresh-token', { token: first.refreshToken })).code).toBe(400);
  });

  it('stores tokens as their sha256 only, never as themselves', async () => {
    const session = await login();
    const sha = (token: string) => createHash('sha256').update(token).digest('hex');
    for (const [table, column, token] of [
      ['system_access_token', 'access_token_hash', session.accessToken],
      ['system_refresh_token', 'refresh_token_hash', session.refreshToken],
    ] as const) {
      expect(await t.rowCount(`${table} where ${column} = '${sha(token)}'`)).toBe(1);
      const plain = await t.sql(`select 1 from ${table} t where position(? in t::text) > 0`, [token]);
      expect(plain).toEqual([]);
    }
  });

  it('answers 400 for an unknown refresh token and for bad input', async () => {
    const unknown = await t.api.post('/system/auth/refresh-token', undefined, { query: { refreshToken: 'a'.repeat(32) } });
    expect(unknown).toEqual({ code: 400, msg: '无效的刷新令牌', data: null });
    expect((await t.api.post('/system/auth/refresh-token', undefined, { query: { refreshToken: 'nonsense' } })).msg).toBe('无效的刷新令牌');
    expect((await t.api.post('/system/auth/refresh-token')).code).toBe(400);
    const huge = await t.api.post('/system/auth/refresh-token', undefined, { query: { refreshToken: 'a'.repeat(5000) } });
    expect(huge.code).toBe(400);
    expect(huge.msg).toContain('refreshToken');
  });

  it('logout revokes the access token and its refresh token at the next request', async () => {
    const first = await login();
    // after a rotation: the logout ends the whole session, the spent ancestor included
    const session = (
      await t.api.post<AuthLoginResp>('/system/auth/refresh-token', undefined, { query: { refreshToken: first.refreshToken } })
    ).data!;
    const other = await login();
    expect(await t.api.post('/system/auth/logout', undefined, { token: session.accessToken })).toEqual({ code: 0, msg: '', data: true });
    expect((await t.api.get(PERMISSION_INFO, { token: session.accessToken })).code).toBe(401);
    const refreshed = await t.api.post('/system/auth/refresh-token', undefined, { query: { refreshToken: session.refreshToken } });
    expect(refreshed.msg).toBe('无效的刷新令牌');
    expect((await t.api.post('/system/auth/refresh-token', undefined, { query: { refreshToken: first.refreshToken } })).code).toBe(400);
    // another session of the same user stays
    expect((await t.api.get(PERMISSION_INFO, { token: other.accessToken })).code).toBe(0);
    // logging out without a token is harmless
    expect((await t.api.post('/system/auth/logout')).data).toBe(true);
  });

  it('disabling a user revokes at the next request, and its refresh token stops working', async () => {
    const id = await createUser(t, 'tobedisabled');
    const session = await login('tobedisabled', TEST_PASSWORD);
    expect((await t.api.get(PERMISSION_INFO, { token: session.accessToken })).code).toBe(0);
    await t.sql(`update system_users set status = ${CommonStatus.DISABLE} where id = ?`, [id]);
    await accessChanged(t);
    expect((await t.api.get(PERMISSION_INFO, { token: session.accessToken })).code).toBe(401);
    expect((await t.api.post('/system/auth/refresh-token', undefined, { query: { refreshToken: session.refreshToken } })).code).toBe(400);
    await t.sql(`update system_users set status = ${CommonStatus.ENABLE} where id = ?`, [id]);
    await accessChanged(t);
  });

  it('disabling or expiring a tenant revokes at the next request', async () => {
    await t.sql(`insert into system_tenant (id, name, status) values (3, '分中心', 0)`);
    await createUser(t, 'tenant3user', [], { tenantId: 3 });
    const result = await t.api.post<AuthLoginResp>(
      '/system/auth/login',
      { username: 'tenant3user', password: TEST_PASSWORD },
      { tenantId: 3 },
    );
    expect(result.code).toBe(0);
    const token = result.data!.accessToken;
    expect((await t.api.get(PERMISSION_INFO, { token, tenantId: 3 })).code).toBe(0);
    await t.sql(`update system_tenant set status = ${CommonStatus.DISABLE} where id = 3`);
    await accessChanged(t, 3);
    expect((await t.api.get(PERMISSION_INFO, { token, tenantId: 3 })).code).toBe(401);
    await t.sql(`update system_tenant set status = ${CommonStatus.ENABLE}, expire_time = now() - interval '1 second' where id = 3`);
    expect((await t.api.get(PERMISSION_INFO, { token, tenantId: 3 })).code).toBe(401);
    await t.sql(`update system_tenant set expire_time = null where id = 3`);
    await accessChanged(t, 3);
    expect((await t.api.get(PERMISSION_INFO, { token, tenantId: 3 })).code).toBe(0);
  });

  it('checks the tenant-id header against the token: mismatch 403, missing uses the token tenant', async () => {
    const { accessToken } = await login();
    expect(await t.api.get(PERMISSION_INFO, { token: accessToken, tenantId: 2 })).toEqual({
      code: 403,
      msg: '您无权访问该租户的数据',
      data: null,
    });
    expect((await t.api.get(PERMISSION_INFO, { token: accessToken, tenantId: null })).code).toBe(0);
    expect((await t.api.get(PERMISSION_INFO, { token: accessToken, tenantId: 'abc' })).code).toBe(400);
  });
});

describe('token lifetimes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '1', REFRESH_TOKEN_TTL_SECONDS: '2' });
  });
  afterAll(() => t.close());

  it('an expired access token answers 401; an expired refresh token answers 401 刷新令牌已过期', async () => {
    const result = await t.api.post<AuthLoginResp>('/system/auth/login', { username: 'admin', password: 'Admin@12345' });
    const loggedInAt = Date.now();
    const session = result.data!;
    expect(session.expiresTime - Date.now()).toBeLessThanOrEqual(1000);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await t.api.get(PERMISSION_INFO, { token: session.accessToken })).code).toBe(401);
    const refreshed = await t.api.post<AuthLoginResp>('/system/auth/refresh-token', undefined, {
      query: { refreshToken: session.refreshToken },
    });
    expect(refreshed.code).toBe(0);
    expect((await t.api.get(PERMISSION_INFO, { token: refreshed.data!.accessToken })).code).toBe(0);
    // the rotated token keeps the session's expiry: the session ends at its login's refresh TTL
    expect(refreshed.data!.expiresTime).toBeLessThanOrEqual(loggedInAt + 2000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await t.api.post('/system/auth/refresh-token', undefined, { query: { refreshToken: refreshed.data!.refreshToken } })).toEqual({
      code: 401,
      msg: '刷新令牌已过期',
      data: null,
    });
  });
});

describe('an access token never outlives its session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '600', REFRESH_TOKEN_TTL_SECONDS: '2' });
  });
  afterAll(() => t.close());

  it('expires with its refresh token, however long the access TTL', async () => {
    const session = (await t.api.post<AuthLoginResp>('/system/auth/login', { username: 'admin', password: 'Admin@12345' })).data!;
    expect(session.expiresTime).toBeLessThanOrEqual(Date.now() + 2000);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await t.api.get(PERMISSION_INFO, { token: session.accessToken })).code).toBe(401);
  });
});

describe('refresh token reuse ends the whole session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REFRESH_TOKEN_REUSE_GRACE_SECONDS: '1' });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) => t.api.post<AuthLoginResp>('/system/auth/refresh-token', undefined, { query: { refreshToken } });

  it('two tabs refreshing with the same token at once both go on; a replay after the grace ends every token of that login', async () => {
    const username = uniq('reuse');
    await createUser(t, username);
    const login = async () => (await t.api.post<AuthLoginResp>('/system/auth/login', { username, password: TEST_PASSWORD })).data!;
    const first = await login();
    const bystander = await login();
    const [tabA, tabB] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([tabA.code, tabB.code]).toEqual([0, 0]);
    const a = (await refresh(tabA.data!.refreshToken)).data!;
    const b = tabB.data!;
    for (const s of [a, b]) expect((await t.api.get(PERMISSION_INFO, { token: s.accessToken })).code).toBe(0);

    await new Promise((r) => setTimeout(r, 1100));
    // the first token, spent over a second ago, comes back: stolen or stale, the session ends
    expect(await refresh(first.refreshToken)).toEqual({ code: 401, msg: AuthErrors.REFRESH_TOKEN_REUSED.msg, data: null });
    for (const s of [a, b]) {
      expect((await t.api.get(PERMISSION_INFO, { token: s.accessToken })).code).toBe(401);
      expect((await refresh(s.refreshToken)).code).toBe(400);
    }
    expect(await t.rowCount(`system_refresh_token rt join system_users u on u.id = rt.user_id where u.username = '${username}'`)).toBe(1);
    // another login of the same user is another session: untouched
    expect((await t.api.get(PERMISSION_INFO, { token: bystander.accessToken })).code).toBe(0);
    expect((await refresh(bystander.refreshToken)).code).toBe(0);
  });
});
