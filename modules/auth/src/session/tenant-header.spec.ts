/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import type { AuthLoginResp } from '@dha/contracts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '@dha/testing';
import { AuthErrors } from '../auth.errors';

const MISSING = { code: 400, msg: '请求的租户标识未传递，请进行排查', data: null };
const noTenant = { tenantId: null } as const;

describe('tenant mode (TENANT_ENABLE, on by default): a call without a login names its tenant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' });
  });
  afterAll(() => t.close());

  const login = (tenantId: number | null) =>
    t.api.post<AuthLoginResp>('/system/auth/login', { username: 'admin', password: ADMIN_PASSWORD() }, { tenantId });

  it('refuses a sign-in without tenant-id as upstream does: an unknown tenant name no longer lands in tenant 1', async () => {
    // the upstream console's login page: the name resolves to nothing, so no tenant-id follows
    const lookup = await t.api.get('/system/tenant/get-id-by-name', { ...noTenant, query: { name: '没有这个租户' } });
    expect(lookup).toEqual({ code: 0, data: null, msg: '' });
    const logs = await t.rowCount('system_login_log');
    expect(await login(null)).toEqual(MISSING);
    expect(await t.api.post('/system/auth/register', { username: 'notenant1', password: 'Pass@1234' }, noTenant)).toEqual(MISSING);
    expect(await t.api.post('/system/auth/refresh-token', undefined, { ...noTenant, query: { refreshToken: 'x' } })).toEqual(MISSING);
    expect(await t.rowCount('system_login_log')).toBe(logs);
    // with the header it signs in
    expect((await login(1)).code).toBe(0);
    // a malformed header stays its own 400
    expect((await t.api.post('/system/auth/login', {}, { headers: { 'tenant-id': 'x' }, tenantId: null })).code).toBe(
      AuthErrors.TENANT_HEADER_INVALID.code,
    );
  });

  it('lets a logged-in call without the header act in its login’s tenant; without a login a guarded route stays 401', async () => {
    const { accessToken } = (await login(1)).data!;
    const info = await t.api.get<any>('/system/auth/get-permission-info', { token: accessToken, ...noTenant });
    expect(info.code).toBe(0);
    expect(info.data.user.username).toBe('admin');
    expect((await t.api.get('/system/user/page', noTenant)).code).toBe(401);
  });

  it('lets through the calls upstream’s ignore-urls let through, and those that name no tenant', async () => {
    expect((await t.api.get('/system/tenant/get-id-by-name', { ...noTenant, query: { name: '芋道源码' } })).code).toBe(0);
    expect((await t.api.get('/system/tenant/get-by-website', { ...noTenant, query: { website: 'nowhere.example.net' } })).code).toBe(0);
    expect((await t.api.get('/system/tenant/simple-list', noTenant)).code).toBe(0);
    expect((await t.api.get('/system/auth/login-public-key', noTenant)).code).toBe(0);
    expect((await t.api.get('/health', noTenant)).code).toBe(0);
    // the captcha answers in its own shape
    expect(await t.api.post<any>('/system/captcha/get', { captchaType: 'blockPuzzle' }, noTenant)).toMatchObject({ repCode: '0000' });
    // raw calls as their senders make them: no tenant-id (the answers are the senders' own shapes)
    for (const [method, url, payload] of [
      ['GET', '/infra/file/1/get/20260101/none.png'], // an <img src>
      ['POST', '/pay/notify/order/2000000000', 'a=1'], // a pay channel's notification
      ['POST', '/system/oauth2/token', 'grant_type=client_credentials'], // an RFC 6749 client
      ['GET', '/mp/open/wx0?signature=x&timestamp=1&nonce=1&echostr=e'], // WeChat's check of its URL
    ] as Array<['GET' | 'POST', string, string?]>) {
      const answer = await t.app.inject({
        method,
        url: `${t.config.API_PREFIX}${url}`,
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      });
      expect([url, answer.body]).not.toEqual([url, expect.stringContaining(MISSING.msg)]);
    }
  });
});

describe('tenant mode off (TENANT_ENABLE=false)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false', TENANT_ENABLE: 'false' });
  });
  afterAll(() => t.close());

  it('a call without tenant-id acts in the default tenant', async () => {
    const answer = await t.api.post<AuthLoginResp>('/system/auth/login', { username: 'admin', password: ADMIN_PASSWORD() }, noTenant);
    expect(answer.code).toBe(0);
  });
});
