/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { GlobalErrorCodes, OAuth2Scope, RoleCode, type OAuth2ClientSecretResp } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { createHash, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import { AuthErrors } from '../../../auth.errors';
import { OAuth2Errors } from '../../oauth2.errors';
import { signIn, uniq } from '@dha/system/testing';

const REDIRECT = 'https://rp.example.com/callback';
const verifierPair = (): { verifier: string; challenge: string } => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};
const basic = (id: string, secret: string): Record<string, string> => ({
  authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`,
});

describe('OAuth2 authorization server /system/oauth2/*', () => {
  let t: TestApp;
  let admin = '';
  let base = '';
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `${(await t.app.getUrl()).replace('[::1]', '127.0.0.1')}${t.config.API_PREFIX}`;
  });
  afterAll(() => t.close());

  const clientBody = (over: Record<string, unknown> = {}) => ({
    clientId: uniq('rp'),
    name: '第三方应用',
    logo: 'https://rp.example.com/logo.png',
    status: 0,
    accessTokenValiditySeconds: 1800,
    refreshTokenValiditySeconds: 86400,
    redirectUris: [REDIRECT],
    authorizedGrantTypes: ['authorization_code', 'implicit', 'password', 'client_credentials', 'refresh_token'],
    scopes: [OAuth2Scope.USER_READ, OAuth2Scope.USER_WRITE],
    autoApproveScopes: [],
    ...over,
  });
  const newClient = async (over: Record<string, unknown> = {}): Promise<OAuth2ClientSecretResp> => {
    const r = await t.api.post<OAuth2ClientSecretResp>('/system/oauth2-client/create', clientBody(over), { token: admin });
    expect(r.code).toBe(0);
    return r.data!;
  };
  const authorize = (token: string, query: Record<string, string | boolean>) =>
    t.api.post<string | null>('/system/oauth2/authorize', undefined, {
      token,
      query: { response_type: 'code', redirect_uri: REDIRECT, auto_approve: false, ...query },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  /** a client's row as its editor sends it back (the save fields only) */
  const saved = async (id: number, change: Record<string, unknown>) => {
    const {
      hasSecret: _secret,
      createTime: _created,
      ...row
    } = (await t.api.get<any>('/system/oauth2-client/get', { token: admin, query: { id } })).data;
    return t.api.put<any>('/system/oauth2-client/update', { ...row, ...change }, { token: admin });
  };
  const tokenCall = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.api.post<any>('/system/oauth2/token', undefined, { query, headers });
  /** a code for the user, approved on the consent page */
  const codeFor = async (userToken: string, clientId: string, extra: Record<string, string> = {}): Promise<string> => {
    const r = await authorize(userToken, {
      client_id: clientId,
      scope: JSON.stringify({ [OAuth2Scope.USER_READ]: true }),
      state: 's1',
      ...extra,
    });
    expect(r.code).toBe(0);
    return new URL(r.data!).searchParams.get('code')!;
  };

  it('administers clients: the secret is shown once and kept hashed; ids are unique and `default` is the console’s', async () => {
    const created = await newClient();
    expect(created.secret).toMatch(/^[0-9a-f]{32}$/);
    const [row] = await t.sql<{ secret_hash: string }>(`select secret_hash from system_oauth2_client where id = ?`, [created.id]);
    expect(row!.secret_hash).toBe(createHash('sha256').update(created.secret!).digest('hex'));
    const got = await t.api.get<any>('/system/oauth2-client/get', { token: admin, query: { id: created.id } });
    expect(got.data).toMatchObject({ clientId: created.clientId, hasSecret: true, redirectUris: [REDIRECT] });
    expect(JSON.stringify(got.data)).not.toContain(created.secret!);
    const page = await t.api.get<any>('/system/oauth2-client/page', { token: admin, query: { pageNo: 1, pageSize: 10, name: '第三方' } });
    expect(page.data.list.map((c: any) => c.id)).toContain(created.id);
    for (const clientId of [created.clientId, 'default'])
      expect((await t.api.post('/system/oauth2-client/create', clientBody({ clientId }), { token: admin })).code).toBe(
        OAuth2Errors.CLIENT_EXISTS.code,
      );
    const bad = await t.api.post<any>('/system/oauth2-client/create', clientBody({ redirectUris: ['https://x.example.com/#frag'] }), {
      token: admin,
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('redirectUris');
    expect((await t.api.post('/system/oauth2-client/create', clientBody({ autoApproveScopes: ['other'] }), { token: admin })).code).toBe(
      OAuth2Errors.AUTO_APPROVE_SCOPE_OVER.code,
    );
    // a staff role without the grant cannot see them
    const { token: teacher } = await signIn(t, uniq('oat'), [RoleCode.COURSE_TEACHER]);
    expect((await t.api.get('/system/oauth2-client/page', { token: teacher, query: { pageNo: 1, pageSize: 10 } })).code).toBe(403);
  });

  it('upstream’s client form: a chosen secret, its extra fields, and a placeholder that keeps the secret when sent back', async () => {
    const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');
    const storedHash = async (id: number) =>
      (await t.sql<{ secret_hash: string }>(`select secret_hash from system_oauth2_client where id = ?`, [id]))[0]!.secret_hash;
    const grants = (clientId: string, secret: string) =>
      tokenCall({ grant_type: 'client_credentials', scope: OAuth2Scope.USER_READ }, basic(clientId, secret));
    const extra = { authorities: ['ROLE_CLIENT'], resourceIds: ['dha-api'], additionalInformation: '{"owner":"it"}' };
    // too short, with a space, or the placeholder itself: refused, nothing written
    const before = await t.rowCount('system_oauth2_client');
    for (const secret of ['short-1234', 'has a space 1234567', '******']) {
      const r = await t.api.post<any>('/system/oauth2-client/create', clientBody({ secret }), { token: admin });
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining('secret')]);
    }
    const notJson = await t.api.post<any>('/system/oauth2-client/create', clientBody({ additionalInformation: '{oops' }), { token: admin });
    expect([notJson.code, notJson.msg]).toEqual([400, expect.stringContaining('additionalInformation')]);
    expect(await t.rowCount('system_oauth2_client')).toBe(before);

    const chosen = 'chosen-secret-0123456789';
    const created = await newClient({ secret: chosen, ...extra });
    expect(created.secret).toBeNull(); // the caller chose it: not echoed
    expect(await storedHash(created.id)).toBe(digest(chosen));
    const got = (await t.api.get<any>('/system/oauth2-client/get', { token: admin, query: { id: created.id } })).data;
    expect(got).toMatchObject({ secret: '******', hasSecret: true, ...extra });
    expect((await grants(created.clientId, chosen)).code).toBe(0);

    // the row sent back whole, placeholder included: the secret stays, the rest is saved
    expect((await saved(created.id, { name: '改名', additionalInformation: '' })).data).toBe(true);
    expect(await storedHash(created.id)).toBe(digest(chosen));
    expect((await t.api.get<any>('/system/oauth2-client/get', { token: admin, query: { id: created.id } })).data).toMatchObject({
      name: '改名',
      additionalInformation: null,
      authorities: ['ROLE_CLIENT'],
    });
    expect((await grants(created.clientId, chosen)).code).toBe(0);
    // another value replaces it, hashed; the old one no longer authenticates
    expect((await saved(created.id, { secret: 'short' })).code).toBe(400);
    const replaced = 'replaced-secret-9876543210';
    expect((await saved(created.id, { secret: replaced })).data).toBe(true);
    expect(await storedHash(created.id)).toBe(digest(replaced));
    expect((await grants(created.clientId, chosen)).code).toBe(OAuth2Errors.CLIENT_CLIENT_SECRET_ERROR.code);
    expect((await grants(created.clientId, replaced)).code).toBe(0);
    // our console's reset: a generated secret, answered once
    const reset = (await saved(created.id, { resetSecret: true })).data;
    expect(reset.secret).toMatch(/^[0-9a-f]{32}$/);
    expect(await storedHash(created.id)).toBe(digest(reset.secret));
    // a create without a secret still gets a generated one
    expect((await newClient()).secret).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks the user: GET shows the scopes, auto-approve answers null until approved, a denial redirects with access_denied', async () => {
    const { clientId } = await newClient();
    const { token } = await signIn(t, uniq('oau'));
    const info = await t.api.get<any>('/system/oauth2/authorize', { token, query: { clientId } });
    expect(info.data).toEqual({
      client: { name: '第三方应用', logo: 'https://rp.example.com/logo.png' },
      scopes: [
        { key: OAuth2Scope.USER_READ, value: false },
        { key: OAuth2Scope.USER_WRITE, value: false },
      ],
    });
    const scope = JSON.stringify({ [OAuth2Scope.USER_READ]: true });
    expect((await authorize(token, { client_id: clientId, scope, auto_approve: true })).data).toBeNull();
    const denied = await authorize(token, { client_id: clientId, scope: JSON.stringify({ [OAuth2Scope.USER_READ]: false }), state: 'xyz' });
    expect(denied.data).toBe(`${REDIRECT}?error=access_denied&error_description=User%20denied%20access&state=xyz`);
    const approved = await authorize(token, { client_id: clientId, scope, state: 'xyz' });
    expect(approved.data).toMatch(new RegExp(`^${REDIRECT}\\?code=[0-9a-f]{32}&state=xyz$`));
    // remembered: now auto-approve succeeds, and the consent page shows it ticked
    expect((await authorize(token, { client_id: clientId, scope, auto_approve: true })).data).toMatch(/\?code=/);
    expect((await t.api.get<any>('/system/oauth2/authorize', { token, query: { clientId } })).data.scopes[0].value).toBe(true);
    // the implicit grant: the token in the fragment
    const implicit = await authorize(token, { client_id: clientId, scope, response_type: 'token', state: 'i' });
    expect(implicit.data).toMatch(/#access_token=[0-9a-f]{32}&token_type=bearer&expires_in=\d+&scope=user\.read&state=i$/);
    // an anonymous caller gets nothing
    expect((await t.api.get('/system/oauth2/authorize', { query: { clientId } })).code).toBe(401);
  });

  it('refuses an unknown or disabled client, a foreign redirect URI, scopes beyond the client’s, a grant it lacks, plain PKCE', async () => {
    const { clientId, id } = await newClient({ authorizedGrantTypes: ['authorization_code'] });
    const { token } = await signIn(t, uniq('oau'));
    const scope = JSON.stringify({ [OAuth2Scope.USER_READ]: true });
    expect((await authorize(token, { client_id: 'nope', scope })).code).toBe(OAuth2Errors.CLIENT_NOT_EXISTS.code);
    const foreign = await authorize(token, { client_id: clientId, scope, redirect_uri: `${REDIRECT}/../evil` });
    expect([foreign.code, foreign.msg]).toEqual([
      OAuth2Errors.CLIENT_REDIRECT_URI_NOT_MATCH.code,
      `无效 redirect_uri: ${REDIRECT}/../evil`,
    ]);
    expect((await authorize(token, { client_id: clientId, scope, redirect_uri: `${REDIRECT}?x=1` })).code).toBe(
      OAuth2Errors.CLIENT_REDIRECT_URI_NOT_MATCH.code,
    );
    expect((await authorize(token, { client_id: clientId, scope: JSON.stringify({ admin: true }) })).code).toBe(
      OAuth2Errors.CLIENT_SCOPE_OVER.code,
    );
    expect((await authorize(token, { client_id: clientId, scope, response_type: 'token' })).code).toBe(
      OAuth2Errors.CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS.code,
    );
    const { challenge } = verifierPair();
    expect((await authorize(token, { client_id: clientId, scope, code_challenge: challenge, code_challenge_method: 'plain' })).code).toBe(
      OAuth2Errors.PKCE_METHOD_UNSUPPORTED.code,
    );
    expect((await saved(id, { status: 1 })).code).toBe(0);
    expect((await authorize(token, { client_id: clientId, scope })).code).toBe(OAuth2Errors.CLIENT_DISABLE.code);
  });

  it('exchanges a code once: replay, another client, another redirect URI, a wrong verifier and an expired code are refused', async () => {
    const rp = await newClient();
    const other = await newClient();
    const { token } = await signIn(t, uniq('oau'));
    const auth = basic(rp.clientId, rp.secret!);
    const exchange = (code: string, extra: Record<string, string> = {}, headers = auth) =>
      tokenCall({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...extra }, headers);

    expect((await tokenCall({ grant_type: 'authorization_code', code: 'x' })).code).toBe(400);
    expect((await exchange('0'.repeat(32), {}, basic(rp.clientId, 'wrong'))).code).toBe(OAuth2Errors.CLIENT_CLIENT_SECRET_ERROR.code);
    expect((await exchange('0'.repeat(32))).code).toBe(OAuth2Errors.CODE_NOT_EXISTS.code);
    expect((await tokenCall({ grant_type: 'implicit' }, auth)).code).toBe(400);

    const code = await codeFor(token, rp.clientId);
    expect((await exchange(code, {}, basic(other.clientId, other.secret!))).code).toBe(OAuth2Errors.GRANT_CLIENT_ID_MISMATCH.code);
    expect((await exchange(code, { redirect_uri: `${REDIRECT}x` })).code).toBe(OAuth2Errors.GRANT_REDIRECT_URI_MISMATCH.code);
    expect((await exchange(code, { state: 'other' })).code).toBe(OAuth2Errors.GRANT_STATE_MISMATCH.code);
    const first = await exchange(code, { state: 's1' });
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ token_type: 'bearer', scope: OAuth2Scope.USER_READ, expires_in: expect.any(Number) });
    expect((await t.api.get('/system/oauth2/user/get', { token: first.data.access_token })).code).toBe(0);
    // replayed: refused, and the tokens it gave end (RFC 6749 §4.1.2)
    expect((await exchange(code)).code).toBe(OAuth2Errors.CODE_NOT_EXISTS.code);
    expect((await t.api.get('/system/oauth2/user/get', { token: first.data.access_token })).code).toBe(401);
    expect((await tokenCall({ grant_type: 'refresh_token', refresh_token: first.data.refresh_token }, auth)).code).toBe(400);

    const { verifier, challenge } = verifierPair();
    const pkce = await codeFor(token, rp.clientId, { code_challenge: challenge, code_challenge_method: 'S256' });
    expect((await exchange(pkce)).code).toBe(OAuth2Errors.PKCE_VERIFIER_MISMATCH.code);
    expect((await exchange(pkce, { code_verifier: verifierPair().verifier })).code).toBe(OAuth2Errors.PKCE_VERIFIER_MISMATCH.code);
    expect((await exchange(pkce, { code_verifier: verifier })).code).toBe(0);

    const late = await codeFor(token, rp.clientId);
    await t.sql(`update system_oauth2_code set expires_at = now() - interval '1 second' where code_hash = ?`, [
      createHash('sha256').update(late).digest('hex'),
    ]);
    expect((await exchange(late)).code).toBe(OAuth2Errors.CODE_EXPIRE.code);
  });

  it('a public client (no secret) must use PKCE', async () => {
    const pub = await newClient({ withSecret: false });
    expect(pub.secret).toBeNull();
    const { token } = await signIn(t, uniq('oau'));
    expect((await authorize(token, { client_id: pub.clientId, scope: '{}' })).code).toBe(OAuth2Errors.PKCE_REQUIRED.code);
    const { verifier, challenge } = verifierPair();
    const code = await codeFor(token, pub.clientId, { code_challenge: challenge, code_challenge_method: 'S256' });
    const r = await tokenCall({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      client_id: pub.clientId,
    });
    expect(r.code).toBe(0);
  });

  it('a client’s token reaches only its scopes: never the console’s API, even for an admin; revoked, checked, ended with its client', async () => {
    const rp = await newClient();
    const auth = basic(rp.clientId, rp.secret!);
    const { token: adminUserToken } = await signIn(t, uniq('oaa'), [RoleCode.SUPER_ADMIN]);
    const code = await codeFor(adminUserToken, rp.clientId);
    const issued = (await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, auth)).data;
    const bearer = issued.access_token as string;
    expect((await t.api.get<any>('/system/oauth2/user/get', { token: bearer })).data).toMatchObject({ posts: [], dept: null });
    expect((await t.api.put('/system/oauth2/user/update', { nickname: '改名' }, { token: bearer })).code).toBe(
      OAuth2Errors.SCOPE_DENIED.code,
    );
    for (const path of ['/system/auth/get-permission-info', '/system/user/page?pageNo=1&pageSize=10', '/system/oauth2-client/page'])
      expect((await t.api.get(path, { token: bearer })).code).toBe(GlobalErrorCodes.FORBIDDEN.code);
    // the console's refresh refuses it, and the console's own token is refused by the token endpoint's refresh
    expect((await t.api.post<any>('/system/auth/refresh-token', undefined, { query: { refreshToken: issued.refresh_token } })).msg).toBe(
      '刷新令牌的客户端编号不正确',
    );
    // check-token and revoke by the client
    const checked = await t.api.post<any>('/system/oauth2/check-token', undefined, { query: { token: bearer }, headers: auth });
    expect(checked.data).toMatchObject({ client_id: rp.clientId, scopes: [OAuth2Scope.USER_READ], tenant_id: 1 });
    expect((await t.api.post('/system/oauth2/check-token', undefined, { query: { token: bearer } })).code).toBe(400);
    const other = await newClient();
    expect(
      (await t.api.delete('/system/oauth2/token', { query: { token: bearer }, headers: basic(other.clientId, other.secret!) })).data,
    ).toBe(false);
    expect((await t.api.delete('/system/oauth2/token', { query: { token: bearer }, headers: auth })).data).toBe(true);
    expect((await t.api.get('/system/oauth2/user/get', { token: bearer })).code).toBe(401);

    // disabling the client ends the tokens it holds
    const again = await codeFor(adminUserToken, rp.clientId);
    const live = (await tokenCall({ grant_type: 'authorization_code', code: again, redirect_uri: REDIRECT }, auth)).data.access_token;
    expect((await t.api.get('/system/oauth2/user/get', { token: live })).code).toBe(0);
    expect((await saved(rp.id, { status: 1 })).code).toBe(0);
    expect((await t.api.get('/system/oauth2/user/get', { token: live })).code).toBe(401);
    // the console's own token is not scope-limited
    expect((await t.api.get('/system/oauth2/user/get', { token: adminUserToken })).code).toBe(0);
  });

  it('password grant: bad password refused and throttled like the sign-in; client_credentials has no user', async () => {
    const rp = await newClient();
    const auth = basic(rp.clientId, rp.secret!);
    const username = uniq('oap');
    await signIn(t, username);
    expect((await tokenCall({ grant_type: 'password', username, password: 'Wrong@1234' }, auth)).code).toBe(
      AuthErrors.LOGIN_BAD_CREDENTIALS.code,
    );
    const ok = await tokenCall({ grant_type: 'password', username, password: 'Test@1234', scope: 'user.read user.write' }, auth);
    expect(ok.data.scope).toBe('user.read user.write');
    expect((await t.api.put('/system/oauth2/user/update', { nickname: '开放接口' }, { token: ok.data.access_token })).code).toBe(0);
    const cc = await tokenCall({ grant_type: 'client_credentials', scope: 'user.read' }, auth);
    expect(cc.data.refresh_token).toBeUndefined();
    expect((await t.api.get('/system/oauth2/user/get', { token: cc.data.access_token })).code).toBe(401);
    const checked = await t.api.post<any>('/system/oauth2/check-token', undefined, {
      query: { token: cc.data.access_token },
      headers: auth,
    });
    expect(checked.data.user_id).toBeNull();
  });

  it('works with openid-client as the relying party: code + PKCE, refresh, client_credentials, user/get; errors as RFC 6749', async () => {
    const rp = await newClient();
    const { id, token: userToken } = await signIn(t, uniq('oid'));
    const config = new client.Configuration(
      { issuer: base, authorization_endpoint: `${base}/system/oauth2/authorize`, token_endpoint: `${base}/system/oauth2/token` },
      rp.clientId,
      rp.secret!,
    );
    client.allowInsecureRequests(config);
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: OAuth2Scope.USER_READ,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    // the consent page's call, with what the authorization URL carries
    const q = url.searchParams;
    const approved = await authorize(userToken, {
      response_type: q.get('response_type')!,
      client_id: q.get('client_id')!,
      redirect_uri: q.get('redirect_uri')!,
      scope: JSON.stringify(
        Object.fromEntries(
          q
            .get('scope')!
            .split(' ')
            .map((s) => [s, true]),
        ),
      ),
      state: q.get('state')!,
      code_challenge: q.get('code_challenge')!,
      code_challenge_method: q.get('code_challenge_method')!,
    });
    const callback = new URL(approved.data!);
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.scope).toBe(OAuth2Scope.USER_READ);
    const me = await client.fetchProtectedResource(config, tokens.access_token, new URL(`${base}/system/oauth2/user/get`), 'GET');
    expect(((await me.json()) as any).data.id).toBe(id);

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.scope).toBe(OAuth2Scope.USER_READ);

    const own = await client.clientCredentialsGrant(config, { scope: OAuth2Scope.USER_READ });
    expect(own.access_token).toMatch(/^[0-9a-f]{32}$/);

    // the replayed code: an RFC 6749 error the library reports as such
    await expect(
      client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state }),
    ).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const wrong = new client.Configuration(config.serverMetadata(), rp.clientId, 'wrong-secret');
    client.allowInsecureRequests(wrong);
    // invalid_client: 401 with a Basic challenge (RFC 6749 §5.2), which the library reports as a challenge
    await expect(client.clientCredentialsGrant(wrong)).rejects.toMatchObject({ status: 401 });
  });
});
