import { CommonStatus } from '@dha/contracts';
import type { AuthLoginResp } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { accessChanged, createUser, TEST_PASSWORD } from '../testing';

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

  it('refreshes: a new access token, the same refresh token, the old access token revoked', async () => {
    const first = await login();
    const result = await t.api.post<AuthLoginResp>('/system/auth/refresh-token', undefined, {
      query: { refreshToken: first.refreshToken },
    });
    expect(result.code).toBe(0);
    const next = result.data!;
    expect(next.refreshToken).toBe(first.refreshToken);
    expect(next.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(next.accessToken).not.toBe(first.accessToken);
    expect(next.userId).toBe(first.userId);
    expect((await t.api.get(PERMISSION_INFO, { token: next.accessToken })).code).toBe(0);
    expect((await t.api.get(PERMISSION_INFO, { token: first.accessToken })).code).toBe(401);
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
    const session = await login();
    const other = await login();
    expect(await t.api.post('/system/auth/logout', undefined, { token: session.accessToken })).toEqual({ code: 0, msg: '', data: true });
    expect((await t.api.get(PERMISSION_INFO, { token: session.accessToken })).code).toBe(401);
    const refreshed = await t.api.post('/system/auth/refresh-token', undefined, { query: { refreshToken: session.refreshToken } });
    expect(refreshed.msg).toBe('无效的刷新令牌');
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
    const session = result.data!;
    expect(session.expiresTime - Date.now()).toBeLessThanOrEqual(1000);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await t.api.get(PERMISSION_INFO, { token: session.accessToken })).code).toBe(401);
    const refreshed = await t.api.post<AuthLoginResp>('/system/auth/refresh-token', undefined, {
      query: { refreshToken: session.refreshToken },
    });
    expect(refreshed.code).toBe(0);
    expect((await t.api.get(PERMISSION_INFO, { token: refreshed.data!.accessToken })).code).toBe(0);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await t.api.post('/system/auth/refresh-token', undefined, { query: { refreshToken: session.refreshToken } })).toEqual({
      code: 401,
      msg: '刷新令牌已过期',
      data: null,
    });
  });
});
