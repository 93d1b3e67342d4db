/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { LoginLogType, LoginResult, RoleCode } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import type { AddressInfo } from 'node:net';
import { AuthErrors } from '../../../auth.errors';
import { SocialBindingRepository } from '../../infrastructure/social-binding.repository';
import { DEV_DINGTALK } from '../../infrastructure/social-providers/dev-social.fake';
import { createUser, signIn, TEST_PASSWORD, uniq, flushLoginLog } from '@dha/system/testing';

const HOST = 'center.test';
const REDIRECT = `http://${HOST}/dha-center/auth-redirect?redirect=%2Findex`;
/** the bindings are listed and removed on the staff profile page (a visitor's client area has none) */
const STAFF = [RoleCode.OTHER_TEACHER];
const DINGTALK = 20;
const WECOM = 30;

describe('social sign-in (DingTalk 20, WeChat Work 30) through the development fakes', () => {
  let t: TestApp;
  /** this server over loopback: where a browser would open the fake provider's pages */
  let self: string;
  beforeAll(async () => {
    t = await createTestApp({ SOCIAL_DEV_PROVIDERS: 'true' });
    await t.app.listen(0, '127.0.0.1');
    self = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const authRedirect = (type: unknown, redirectUri: unknown = REDIRECT, host = HOST) =>
    t.api.get<string>('/system/auth/social-auth-redirect', {
      query: { type: type as number, redirectUri: redirectUri as string },
      headers: { host },
    });
  const socialLogin = (body: Record<string, unknown>) => t.api.post<any>('/system/auth/social-login', body);
  const passwordLogin = (body: Record<string, unknown>) => t.api.post<any>('/system/auth/login', { password: TEST_PASSWORD, ...body });
  const bindList = (token: string) => t.api.get<any[]>('/system/social-user/get-bind-list', { token });
  const unbind = (token: string, body: unknown) => t.api.call<any>('DELETE', '/system/social-user/unbind', body, { token });

  /**
   * What a browser does: opens the authorize URL (on the fake, at this server), signs in there as
   * `openid`, and follows the provider back to the console: answers the code and state it came back with.
   */
  async function visitProvider(
    type: number,
    openid: string,
    nickname = `昵称${openid.slice(-4)}`,
  ): Promise<{ code: string; state: string }> {
    const issued = await authRedirect(type);
    expect(issued.code).toBe(0);
    const authorize = new URL(issued.data!);
    expect(authorize.origin).toBe(`http://${HOST}`); // the console's origin, where the browser already is
    const page = await fetch(`${self}${authorize.pathname}${authorize.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('授权登录');
    const approve = new URL(`${self}${authorize.pathname.replace(/[^/]+$/, 'approve')}`);
    approve.searchParams.set('redirect_uri', authorize.searchParams.get('redirect_uri')!);
    approve.searchParams.set('state', authorize.searchParams.get('state')!);
    approve.searchParams.set('openid', openid);
    approve.searchParams.set('nickname', nickname);
    const back = await fetch(approve, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const landed = new URL(back.headers.get('location')!);
    expect(`${landed.origin}${landed.pathname}`).toBe(`http://${HOST}/dha-center/auth-redirect`);
    // DingTalk returns authCode, WeChat Work code
    return { code: landed.searchParams.get(type === DINGTALK ? 'authCode' : 'code')!, state: landed.searchParams.get('state')! };
  }

  it('DingTalk: an unbound account is told to bind, binds on a password sign-in, then signs in by itself (logged)', async () => {
    const username = uniq('dt');
    const id = await createUser(t, username, STAFF);
    const openid = uniq('dt-open');
    const first = await visitProvider(DINGTALK, openid, '钉钉张三');
    const unbound = await socialLogin({ type: DINGTALK, ...first });
    expect([unbound.code, unbound.msg]).toEqual([AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND.code, '未绑定账号，需要进行绑定']);

    // the /bind page: the password sign-in carries the code and state that came back unbound
    const bound = await passwordLogin({ username, socialType: DINGTALK, socialCode: first.code, socialState: first.state });
    expect(bound.code).toBe(0);
    const list = await bindList(bound.data.accessToken);
    expect(list.data).toEqual([{ type: DINGTALK, openid, nickname: '钉钉张三', avatar: null, createTime: expect.any(Number) }]);
    // that code and state bound once: a second password sign-in with them is refused
    expect((await passwordLogin({ username, socialType: DINGTALK, socialCode: first.code, socialState: first.state })).code).toBe(
      AuthErrors.SOCIAL_USER_AUTH_FAILURE.code,
    );

    const next = await visitProvider(DINGTALK, openid);
    const signedIn = await socialLogin({ type: DINGTALK, ...next });
    expect(signedIn.code).toBe(0);
    expect((await t.api.get<any>('/system/auth/get-permission-info', { token: signedIn.data.accessToken })).data.user.id).toBe(id);

    await flushLoginLog(t);
    const logs = await t.sql<{ username: string; result: number; user_id: number | null }>(
      `select username, result, user_id from system_login_log where log_type = ? and (user_id = ? or user_id is null) order by id`,
      [LoginLogType.LOGIN_SOCIAL, id],
    );
    expect(logs).toContainEqual({ username, result: LoginResult.SUCCESS, user_id: id });
    expect(logs.some((l) => l.user_id === null && l.result === LoginResult.SOCIAL_NOT_BOUND)).toBe(true);
  });

  it('WeChat Work: the corp token, getuserinfo and the member name; binds and signs in', async () => {
    const username = uniq('wc');
    const id = await createUser(t, username, STAFF);
    const openid = uniq('wc-user');
    const first = await visitProvider(WECOM, openid, '企微李四');
    expect((await socialLogin({ type: WECOM, ...first })).code).toBe(AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND.code);
    const bound = await passwordLogin({ username, socialType: WECOM, socialCode: first.code, socialState: first.state });
    expect(bound.code).toBe(0);
    expect((await bindList(bound.data.accessToken)).data).toEqual([expect.objectContaining({ type: WECOM, openid, nickname: '企微李四' })]);
    const signedIn = await socialLogin({ type: WECOM, ...(await visitProvider(WECOM, openid)) });
    expect(signedIn.code).toBe(0);
    expect(signedIn.data.userId).toBe(id);
  });

  it('a state is good once, for its own type and tenant; an unknown one is refused', async () => {
    const { id } = await signIn(t, uniq('st'));
    const openid = uniq('st-open');
    await t.app.get(SocialBindingRepository).bind({ tenantId: 1, userId: id, type: DINGTALK, openid });
    const callback = await visitProvider(DINGTALK, openid);
    expect((await socialLogin({ type: DINGTALK, ...callback })).code).toBe(0);
    // replayed
    const replay = await socialLogin({ type: DINGTALK, ...callback });
    expect([replay.code, replay.msg]).toEqual([AuthErrors.SOCIAL_USER_AUTH_FAILURE.code, expect.stringContaining('state')]);
    // never issued
    expect((await socialLogin({ type: DINGTALK, code: callback.code, state: 'a'.repeat(48) })).code).toBe(
      AuthErrors.SOCIAL_USER_AUTH_FAILURE.code,
    );
    // issued for DingTalk, presented as WeChat Work: refused, and spent
    const other = await visitProvider(DINGTALK, openid);
    expect((await socialLogin({ type: WECOM, ...other })).code).toBe(AuthErrors.SOCIAL_USER_AUTH_FAILURE.code);
    expect((await socialLogin({ type: DINGTALK, ...other })).code).toBe(AuthErrors.SOCIAL_USER_AUTH_FAILURE.code);
  });

  it('a provider code works once: the fake refuses it the second time, and so does the sign-in', async () => {
    const { id } = await signIn(t, uniq('cr'));
    const openid = uniq('cr-open');
    await t.app.get(SocialBindingRepository).bind({ tenantId: 1, userId: id, type: DINGTALK, openid });
    const first = await visitProvider(DINGTALK, openid);
    expect((await socialLogin({ type: DINGTALK, ...first })).code).toBe(0);
    // the same code with a fresh state: the provider refuses it
    const fresh = await visitProvider(DINGTALK, openid);
    const replay = await socialLogin({ type: DINGTALK, code: first.code, state: fresh.state });
    expect([replay.code, replay.msg]).toEqual([AuthErrors.SOCIAL_USER_AUTH_FAILURE.code, expect.stringContaining('授权码')]);
    // at the fake itself, as DingTalk answers it
    const token = await fetch(`${self}${t.config.API_PREFIX}/dev-social/dingtalk/v1.0/oauth2/userAccessToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEV_DINGTALK, code: first.code, grantType: 'authorization_code' }),
    });
    expect([token.status, ((await token.json()) as any).code]).toEqual([400, 'invalidAuthCode']);
  });

  it('a bound but disabled account is refused as disabled', async () => {
    const id = await createUser(t, uniq('dis'), [], { status: 1 });
    const openid = uniq('dis-open');
    await t.app.get(SocialBindingRepository).bind({ tenantId: 1, userId: id, type: WECOM, openid });
    expect((await socialLogin({ type: WECOM, ...(await visitProvider(WECOM, openid)) })).code).toBe(AuthErrors.LOGIN_USER_DISABLED.code);
  });

  it('returns only to a page of our console on our origin', async () => {
    for (const uri of [
      'https://evil.example/dha-center/auth-redirect',
      `http://${HOST}.evil.example/dha-center/auth-redirect`,
      `http://${HOST}/other/auth-redirect`,
      `http://${HOST}/dha-center/../evil`,
      `http://${HOST}/dha-center%2F..%2Fevil`,
      `http://user:pw@${HOST}/dha-center/auth-redirect`,
      `http://${HOST}/dha-center/auth-redirect#x`,
      `https://${HOST}/dha-center/auth-redirect`,
      'javascript:alert(1)//dha-center/',
      '/dha-center/auth-redirect',
    ]) {
      const r = await authRedirect(DINGTALK, uri);
      expect([uri, r.code, r.msg]).toEqual([uri, 400, expect.stringContaining('redirectUri')]);
    }
    // the same page under another Host header is another origin
    expect((await authRedirect(DINGTALK, REDIRECT, 'evil.example')).code).toBe(400);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [type, field] of [
      [10, 'type'],
      [31, 'type'],
      ['abc', 'type'],
      [undefined, 'type'],
    ] as const) {
      const r = await authRedirect(type);
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(field)]);
    }
    expect((await authRedirect(DINGTALK, '')).msg).toContain('redirectUri');
    for (const [body, field] of [
      [{ type: 31, code: 'c', state: 's' }, 'type'],
      [{ type: 'dingtalk', code: 'c', state: 's' }, 'type'],
      [{ type: 20, state: 's' }, 'code'],
      [{ type: 20, code: 'c', state: 'x'.repeat(129) }, 'state'],
      [{ type: 20, code: 'c' }, 'state'],
    ] as const) {
      const r = await socialLogin(body);
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(field)]);
    }
    const username = uniq('bad');
    await createUser(t, username);
    for (const [extra, field] of [
      [{ socialType: 20 }, 'socialCode'],
      [{ socialType: 20, socialCode: 'c' }, 'socialState'],
      [{ socialType: 10, socialCode: 'c', socialState: 's' }, 'socialType'],
    ] as const) {
      const r = await passwordLogin({ username, ...extra });
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(field)]);
    }
    // a password sign-in whose social part fails does not sign in
    expect((await passwordLogin({ username, socialType: 20, socialCode: 'c', socialState: 's' })).code).toBe(
      AuthErrors.SOCIAL_USER_AUTH_FAILURE.code,
    );
  });

  it('lists and removes only the caller’s own bindings; binding moves an account between users', async () => {
    const a = await signIn(t, uniq('ua'), STAFF);
    const b = await signIn(t, uniq('ub'), STAFF);
    const bindings = t.app.get(SocialBindingRepository);
    const openid = uniq('mv');
    await bindings.bind({ tenantId: 1, userId: a.id, type: DINGTALK, openid, nickname: 'A' });
    await bindings.bind({ tenantId: 1, userId: a.id, type: WECOM, openid: uniq('wc') });
    // the same DingTalk account bound to b: it leaves a
    await bindings.bind({ tenantId: 1, userId: b.id, type: DINGTALK, openid, nickname: 'B' });
    expect((await bindList(a.token)).data!.map((x) => x.type)).toEqual([WECOM]);
    expect(await bindings.findUserId(1, DINGTALK, openid)).toBe(b.id);
    // a second DingTalk account for b replaces the first
    const second = uniq('mv2');
    await bindings.bind({ tenantId: 1, userId: b.id, type: DINGTALK, openid: second });
    expect((await bindList(b.token)).data!.map((x) => x.openid)).toEqual([second]);
    expect(await bindings.findUserId(1, DINGTALK, openid)).toBeNull();

    // a cannot remove b's binding
    expect((await unbind(a.token, { type: DINGTALK, openid: second })).code).toBe(AuthErrors.SOCIAL_USER_NOT_FOUND.code);
    expect((await unbind(b.token, { type: DINGTALK, openid: second })).data).toBe(true);
    expect((await bindList(b.token)).data).toEqual([]);
    // the same two as query parameters (a DELETE without a body)
    const wc = (await bindList(a.token)).data![0]!;
    expect(
      (await t.api.delete<any>('/system/social-user/unbind', { token: a.token, query: { type: WECOM, openid: wc.openid } })).data,
    ).toBe(true);
    expect((await unbind(b.token, { type: DINGTALK, openid: second })).code).toBe(AuthErrors.SOCIAL_USER_NOT_FOUND.code);
    for (const [body, field] of [
      [{ type: 99, openid: 'x' }, 'type'],
      [{ type: 20, openid: '' }, 'openid'],
      [{ type: 20 }, 'openid'],
    ] as const) {
      const r = await unbind(a.token, body);
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(field)]);
    }
    expect((await t.api.get('/system/social-user/get-bind-list')).code).toBe(401);
  });

  it('binds that race (one account to many users, many accounts to one user) all succeed; one binding of each is left', async () => {
    const bindings = t.app.get(SocialBindingRepository);
    const users = await Promise.all([0, 1, 2, 3, 4].map(() => signIn(t, uniq('race'))));
    const openid = uniq('race-one');
    const toMany = await Promise.allSettled(users.map((u) => bindings.bind({ tenantId: 1, userId: u.id, type: DINGTALK, openid })));
    expect(toMany.filter((r) => r.status === 'rejected')).toEqual([]);
    const [owner] = await t.sql<{ user_id: number }>(
      `select user_id from system_social_binding where tenant_id = 1 and type = ? and openid = ?`,
      [DINGTALK, openid],
    );
    expect(users.map((u) => u.id)).toContain(owner!.user_id);

    const one = users[0]!;
    const accounts = [0, 1, 2, 3, 4].map(() => uniq('race-acc'));
    const toOne = await Promise.allSettled(accounts.map((o) => bindings.bind({ tenantId: 1, userId: one.id, type: WECOM, openid: o })));
    expect(toOne.filter((r) => r.status === 'rejected')).toEqual([]);
    const left = await t.sql<{ openid: string }>(
      `select openid from system_social_binding where tenant_id = 1 and type = ? and user_id = ?`,
      [WECOM, one.id],
    );
    expect(left).toHaveLength(1);
    expect(accounts).toContain(left[0]!.openid);
  });
});

describe('social sign-in without providers configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 社交客户端不存在, and the development fakes are not there', async () => {
    const r = await t.api.get<string>('/system/auth/social-auth-redirect', {
      query: { type: 20, redirectUri: 'http://localhost/dha-center/auth-redirect' },
    });
    expect(r.code).toBe(AuthErrors.SOCIAL_CLIENT_NOT_EXISTS.code);
    expect((await t.api.post('/system/auth/social-login', { type: 30, code: 'c', state: 's' })).code).toBe(
      AuthErrors.SOCIAL_CLIENT_NOT_EXISTS.code,
    );
    const fake = await t.app.inject({
      method: 'GET',
      url: `${t.config.API_PREFIX}/dev-social/dingtalk/oauth2/auth?client_id=${DEV_DINGTALK.clientId}`,
    });
    expect(fake.statusCode).toBe(404);
  });
});
