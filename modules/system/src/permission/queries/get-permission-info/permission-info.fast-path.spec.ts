/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { GlobalErrorCodes, OAuth2Scope, RoleCode, type OAuth2ClientSecretResp } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { gunzipSync } from 'node:zlib';
import { AuthErrors } from '@dha/auth';
import { signIn, uniq } from '../../../testing';

const INFO = '/system/auth/get-permission-info';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * get-permission-info is answered from the access cache straight from Fastify once the caller's token
 * is cached (permission-info.fast-path.ts). The first call of a token goes through the Nest route (the
 * guard looks the token up), so it is the reference the cached answers are compared with; the cached
 * path is the only one that compresses, which is how these tests tell the two apart.
 */
describe('get-permission-info from the access cache', () => {
  let t: TestApp;
  let admin = '';
  withAdminApp((app, token) => {
    t = app;
    admin = token;
  });

  const call = (token: string | null, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${t.config.API_PREFIX}${INFO}`,
      headers: { 'tenant-id': '1', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  const body = (r: { rawPayload: Buffer; headers: Record<string, unknown> }): string =>
    (r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.rawPayload) : r.rawPayload).toString('utf8');

  it('answers a cached token with the body the Nest route sent, gzipped when the client takes it, with every header of an answer', async () => {
    const { token } = await signIn(t, uniq('fastinfo'), [RoleCode.COURSE_TEACHER]);
    const first = await call(token, { 'accept-encoding': BROWSER_ENCODINGS });
    expect(first.headers['content-encoding']).toBeUndefined(); // the Nest route: the token was not cached yet
    const reference = body(first);
    expect(JSON.parse(reference)).toMatchObject({ code: 0, data: { roles: [RoleCode.COURSE_TEACHER] } });

    const gzipped = await call(token, { 'accept-encoding': BROWSER_ENCODINGS });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(Buffer.byteLength(reference) / 2);
    expect(body(gzipped)).toBe(reference);
    expect(String(gzipped.headers.vary)).toMatch(/accept-encoding/i);
    for (const name of ['content-type', 'x-content-type-options', 'content-security-policy'])
      expect([name, gzipped.headers[name]]).toEqual([name, first.headers[name]]);
    expect(gzipped.headers['trace-id']).toMatch(/^[0-9a-f-]{36}$/);

    const plain = await call(token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(body(plain)).toBe(reference);
    // a client that refuses gzip gets it as it is
    expect((await call(token, { 'accept-encoding': 'gzip;q=0, identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('leaves every refusal to the guard, for a token it holds too', async () => {
    const { token } = await signIn(t, uniq('fastdeny'));
    await call(token); // cached
    const envelope = async (headers: Record<string, string>, as: string | null = token) => JSON.parse(body(await call(as, headers)));
    expect((await envelope({ 'tenant-id': '999' })).code).toBe(AuthErrors.TENANT_MISMATCH.code);
    expect((await envelope({ 'tenant-id': 'x1' })).code).toBe(AuthErrors.TENANT_HEADER_INVALID.code);
    expect((await envelope({}, null)).code).toBe(GlobalErrorCodes.UNAUTHORIZED.code);
    expect((await envelope({}, 'f'.repeat(32))).code).toBe(GlobalErrorCodes.UNAUTHORIZED.code);
    expect((await envelope({ 'tenant-id': '1' })).code).toBe(0);

    // an OAuth2 client's token reaches only the routes its scopes name: not this one, cached or not
    const rp = (
      await t.api.post<OAuth2ClientSecretResp>(
        '/system/oauth2-client/create',
        {
          clientId: uniq('fastrp'),
          name: '第三方应用',
          logo: 'https://rp.example.com/logo.png',
          status: 0,
          accessTokenValiditySeconds: 1800,
          refreshTokenValiditySeconds: 86400,
          redirectUris: ['https://rp.example.com/callback'],
          authorizedGrantTypes: ['password'],
          scopes: [OAuth2Scope.USER_READ],
          autoApproveScopes: [],
        },
        { token: admin },
      )
    ).data!;
    const username = uniq('fastoa');
    await signIn(t, username);
    const granted = await t.api.post<any>('/system/oauth2/token', undefined, {
      query: { grant_type: 'password', username, password: 'Test@1234', scope: OAuth2Scope.USER_READ },
      headers: { authorization: `Basic ${Buffer.from(`${rp.clientId}:${rp.secret}`).toString('base64')}` },
    });
    const thirdParty = granted.data.access_token as string;
    for (let i = 0; i < 2; i++) expect((await envelope({}, thirdParty)).code).toBe(GlobalErrorCodes.FORBIDDEN.code);
  });

  it('drops a cached answer with the change that makes it stale: roles, then the session', async () => {
    const { id, token } = await signIn(t, uniq('fastchg'));
    const roles = async () => JSON.parse(body(await call(token))).data?.roles as string[] | undefined;
    expect(await roles()).toEqual([]);
    expect(await roles()).toEqual([]); // from the cache
    const [teacher] = await t.sql<{ id: number }>(`select id from system_role where tenant_id = 1 and code = ?`, [RoleCode.COURSE_TEACHER]);
    const assigned = await t.api.post('/system/permission/assign-user-role', { userId: id, roleIds: [teacher!.id] }, { token: admin });
    expect(assigned.code).toBe(0);
    expect(await roles()).toEqual([RoleCode.COURSE_TEACHER]);
    expect(await roles()).toEqual([RoleCode.COURSE_TEACHER]);
    expect((await t.api.post('/system/auth/logout', undefined, { token })).data).toBe(true);
    expect(JSON.parse(body(await call(token))).code).toBe(GlobalErrorCodes.UNAUTHORIZED.code);
  });
});
