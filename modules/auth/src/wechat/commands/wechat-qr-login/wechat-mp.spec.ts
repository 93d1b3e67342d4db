/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { GlobalErrorCodes, LoginLogType, LoginResult, RoleCode, WECHAT_MP_SOCIAL_TYPE, type WechatQrCodeVO } from '@dha/contracts';
import { REDIS_CLIENT } from '@dha/server-core';
import { createTestApp, type TestApp } from '@dha/testing';
import type Redis from 'ioredis';
import { AuthErrors } from '../../../auth.errors';
import { wechatSignature } from '../../domain/wechat-mp';
import { SocialBindingRepository } from '../../../social/infrastructure/social-binding.repository';
import { FAKE_WECHAT_TOKEN } from '../../infrastructure/wechat-mp/fake-wechat-mp';
import { signIn, uniq, flushLoginLog } from '@dha/system/testing';

const FAKE_APP_ID = 'wxdhafake';
let openidSeq = 0;
/** A WeChat openid nobody else in the run has. */
const freshOpenid = (): string => `oFake${process.pid.toString(36)}_${++openidSeq}`;

describe('WeChat official account sign-in, binding and unbinding (fake account)', () => {
  let t: TestApp;
  let redis: Redis;
  let bindings: SocialBindingRepository;
  beforeAll(async () => {
    t = await createTestApp({ WECHAT_MP_FAKE: 'true' });
    redis = t.app.get<Redis>(REDIS_CLIENT);
    bindings = t.app.get(SocialBindingRepository);
  });
  afterAll(() => t.close());

  const loginQr = async (): Promise<WechatQrCodeVO> => {
    const r = await t.api.get<WechatQrCodeVO>('/mp/account/wplogin-qr-code');
    expect(r.code).toBe(0);
    return r.data!;
  };
  /** The fake's ticket of a QR code, as a phone reads it from the code's url (the dev page lists it too). */
  const qrTicketOf = (qr: WechatQrCodeVO): string => qr.url.split('/').pop()!;
  const scan = (qr: WechatQrCodeVO, openid: string) => t.api.post<any>('/mp/dev/scan', { qrTicket: qrTicketOf(qr), openid });
  const poll = (ticket: string, token?: string) => t.api.get<any>('/system/auth/wp-qrcode-login', { query: { ticket }, token });
  const pollBind = (ticket: string, token: string) => t.api.get<any>('/system/auth/wp-qrcode-bind', { query: { ticket }, token });
  const byTicket = (ticket: string) => t.api.get<any>('/system/auth/loginByTicket', { query: { ticket } });
  const userOf = async (accessToken: string): Promise<number> =>
    (await t.api.get<any>('/system/auth/get-permission-info', { token: accessToken })).data.user.id;
  /** A user of tenant 1 whose WeChat account `openid` is bound. */
  const boundUser = async (roles: string[] = []) => {
    const user = await signIn(t, uniq('wx'), roles);
    const openid = freshOpenid();
    await bindings.bind({ tenantId: 1, userId: user.id, type: WECHAT_MP_SOCIAL_TYPE, openid });
    return { ...user, openid };
  };
  const wechatOpenidOf = async (userId: number): Promise<string | undefined> =>
    (await bindings.listForUser(1, userId)).find((b) => b.type === WECHAT_MP_SOCIAL_TYPE)?.openid;

  describe('QR code sign-in', () => {
    it('answers null until a bound account scans, then signs its user in exactly once (logged as a social sign-in)', async () => {
      const { id, openid } = await boundUser();
      const qr = await loginQr();
      expect(qr).toEqual({ ticket: expect.stringMatching(/^[0-9a-f]{32}$/), url: expect.any(String), expireSeconds: 300 });
      // the code a phone scans does not carry the browser's ticket
      expect(qr.url).not.toContain(qr.ticket);
      expect(await poll(qr.ticket)).toEqual({ code: 0, msg: '', data: null });
      const pending = await t.api.get<any[]>('/mp/dev/pending');
      expect(pending.data).toContainEqual({ qrTicket: qrTicketOf(qr), url: qr.url, purpose: 'login', expiresAt: expect.any(Number) });

      expect((await scan(qr, openid)).data).toBe('login');
      // a second scan (another phone) changes nothing
      expect((await scan(qr, freshOpenid())).data).toBe('ignored');
      const first = await poll(qr.ticket);
      expect(first.code).toBe(0);
      expect(first.data).toEqual({
        userId: id,
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        expiresTime: expect.any(Number),
      });
      expect(await userOf(first.data.accessToken)).toBe(id);

      // replayed: neither the poll nor the exchange signs in again
      expect((await poll(qr.ticket)).code).toBe(AuthErrors.WECHAT_MP_QR_USED.code);
      expect((await byTicket(qr.ticket)).code).toBe(AuthErrors.WECHAT_MP_QR_USED.code);
      expect((await t.api.get<any[]>('/mp/dev/pending')).data!.map((p) => p.qrTicket)).not.toContain(qrTicketOf(qr));

      await flushLoginLog(t);
      const logs = await t.sql<{ log_type: number; result: number; user_id: number }>(
        `select log_type, result, user_id from system_login_log where user_id = ? and log_type = ?`,
        [id, LoginLogType.LOGIN_SOCIAL],
      );
      expect(logs).toEqual([{ log_type: LoginLogType.LOGIN_SOCIAL, result: LoginResult.SUCCESS, user_id: id }]);
    });

    it('answers 1_002_000_005 for an unbound account; a password sign-in then binds it once through wp-qrcode-bind', async () => {
      const openid = freshOpenid();
      const qr = await loginQr();
      await scan(qr, openid);
      expect((await poll(qr.ticket)).code).toBe(1_002_000_005);
      expect((await poll(qr.ticket)).code).toBe(AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND.code);

      const user = await signIn(t, uniq('wxbind'));
      expect(await pollBind(qr.ticket, user.token)).toEqual({ code: 0, msg: '', data: true });
      expect(await wechatOpenidOf(user.id)).toBe(openid);
      // the claim is single use: nobody else binds the account with the same ticket
      const other = await signIn(t, uniq('wxbind'));
      expect((await pollBind(qr.ticket, other.token)).code).toBe(AuthErrors.WECHAT_MP_QR_USED.code);
      expect((await poll(qr.ticket)).code).toBe(AuthErrors.WECHAT_MP_QR_USED.code);

      // and from now on the account signs that user in
      const next = await loginQr();
      await scan(next, openid);
      expect((await poll(next.ticket)).data.userId).toBe(user.id);
    });

    it('exchanges a scanned code once with loginByTicket, and refuses one nobody scanned yet', async () => {
      const { id, openid } = await boundUser();
      const qr = await loginQr();
      expect((await byTicket(qr.ticket)).code).toBe(AuthErrors.WECHAT_MP_QR_NOT_SCANNED.code);
      await scan(qr, openid);
      const first = await byTicket(qr.ticket);
      expect(first.data.userId).toBe(id);
      expect((await byTicket(qr.ticket)).code).toBe(AuthErrors.WECHAT_MP_QR_USED.code);
      expect((await poll(qr.ticket)).code).toBe(AuthErrors.WECHAT_MP_QR_USED.code);
    });

    it('signs in once when two polls race for one scanned code', async () => {
      const { openid } = await boundUser();
      const qr = await loginQr();
      await scan(qr, openid);
      const results = await Promise.all([poll(qr.ticket), poll(qr.ticket), byTicket(qr.ticket)]);
      expect(results.filter((r) => r.code === 0)).toHaveLength(1);
      expect(results.filter((r) => r.code === AuthErrors.WECHAT_MP_QR_USED.code)).toHaveLength(2);
    });

    it('refuses an expired or unknown ticket, and a scan of an expired code does nothing', async () => {
      const { openid } = await boundUser();
      const qr = await loginQr();
      expect(await redis.ttl(`auth:wxmp:ticket:${qr.ticket}`)).toBeGreaterThan(290);
      await redis.del(`auth:wxmp:ticket:${qr.ticket}`); // its lifetime is over
      expect((await poll(qr.ticket)).code).toBe(AuthErrors.WECHAT_MP_QR_EXPIRED.code);
      expect((await scan(qr, openid)).data).toBe('ignored');
      expect((await poll(qr.ticket)).code).toBe(AuthErrors.WECHAT_MP_QR_EXPIRED.code);
      expect((await poll('0123456789abcdef0123456789abcdef')).code).toBe(AuthErrors.WECHAT_MP_QR_EXPIRED.code);
    });

    it('does not let a disabled user in', async () => {
      const { id, openid } = await boundUser();
      await t.sql(`update system_users set status = 1 where id = ?`, [id]);
      const qr = await loginQr();
      await scan(qr, openid);
      expect((await poll(qr.ticket)).code).toBe(AuthErrors.LOGIN_USER_DISABLED.code);
      expect((await poll(qr.ticket)).code).toBe(AuthErrors.WECHAT_MP_QR_USED.code);
    });

    it('refuses bad input with 400 naming the field', async () => {
      for (const ticket of ['', 'x', '0123456789ABCDEF0123456789ABCDEF', `${'a'.repeat(32)}' or 1=1`]) {
        const r = await poll(ticket);
        expect(r.code).toBe(400);
        expect(r.msg).toContain('ticket');
      }
      expect((await t.api.get<any>('/system/auth/wp-qrcode-login')).code).toBe(400);
      expect((await t.api.post<any>('/mp/dev/scan', { qrTicket: 'fake00', openid: 'o1' })).msg).toContain('qrTicket');
      expect((await t.api.post<any>('/mp/dev/scan', { qrTicket: `fake${'0'.repeat(24)}`, openid: 'a b' })).msg).toContain('openid');
    });
  });

  describe('the message callback /mp/open/:appId', () => {
    const signed = (token = FAKE_WECHAT_TOKEN) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = String(Math.random()).slice(2);
      return { signature: wechatSignature(token, timestamp, nonce), timestamp, nonce };
    };
    const callback = (method: 'GET' | 'POST', query: Record<string, string>, payload?: string, appId = FAKE_APP_ID) =>
      t.app.inject({
        method,
        url: `${t.config.API_PREFIX}/mp/open/${appId}`,
        query,
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'text/xml' } }),
      });
    const event = (openid: string, eventName: string, eventKey: string) =>
      `<xml><ToUserName><![CDATA[gh_dha]]></ToUserName><FromUserName><![CDATA[${openid}]]></FromUserName>` +
      `<CreateTime>${Math.floor(Date.now() / 1000)}</CreateTime><MsgType><![CDATA[event]]></MsgType>` +
      `<Event><![CDATA[${eventName}]]></Event><EventKey><![CDATA[${eventKey}]]></EventKey><Ticket><![CDATA[gQ]]></Ticket></xml>`;

    it('echoes WeChat’s URL check only with the right signature and AppID', async () => {
      const ok = await callback('GET', { ...signed(), echostr: 'hello123' });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('hello123');
      for (const [query, appId] of [
        [{ ...signed('wrongtoken'), echostr: 'hello123' }, FAKE_APP_ID],
        [{ ...signed(), signature: 'f'.repeat(40), echostr: 'x' }, FAKE_APP_ID],
        [{ echostr: 'x' }, FAKE_APP_ID],
        [{ ...signed(), echostr: 'x' }, 'wxsomeoneelse'],
      ] as const) {
        const refused = await callback('GET', query, undefined, appId);
        expect(refused.body).not.toContain('hello123');
        expect(JSON.parse(refused.body).code).toBe(AuthErrors.WECHAT_MP_SIGNATURE_INVALID.code);
      }
    });

    it('takes signed SCAN and subscribe events as scans, and refuses an unsigned one', async () => {
      const { id, openid } = await boundUser();
      const forged = await loginQr();
      const refused = await callback('POST', signed('wrongtoken'), event(openid, 'SCAN', forged.ticket));
      expect(JSON.parse(refused.body).code).toBe(AuthErrors.WECHAT_MP_SIGNATURE_INVALID.code);
      expect((await poll(forged.ticket)).data).toBeNull();

      const scanned = await loginQr();
      const taken = await callback('POST', signed(), event(openid, 'SCAN', scanned.ticket));
      expect([taken.statusCode, taken.body]).toEqual([200, 'success']);
      expect((await poll(scanned.ticket)).data.userId).toBe(id);

      // a first follow through the code: EventKey is qrscene_<scene>
      const followed = await loginQr();
      await callback('POST', signed(), event(openid, 'subscribe', `qrscene_${followed.ticket}`));
      expect((await poll(followed.ticket)).data.userId).toBe(id);

      // other messages are taken and ignored
      const text = `<xml><FromUserName><![CDATA[${openid}]]></FromUserName><MsgType><![CDATA[text]]></MsgType><Content>hi</Content></xml>`;
      expect((await callback('POST', signed(), text)).body).toBe('success');
      expect((await callback('POST', signed(), '<xml><unclosed>')).body).toBe('success');
    });
  });

  describe('sign-in inside WeChat’s browser', () => {
    const authUrl = (redirect: string) => t.api.get<string>('/mp/account/getAuthUrl', { query: { account: 'main', redirect } });
    /** The state getAuthUrl put in the authorisation URL, and a code as if the user agreed as `openid`. */
    const authorise = async (openid: string) => {
      const r = await authUrl('http://localhost:80/dha-center/login?redirect=%2Findex');
      expect(r.code).toBe(0);
      const url = new URL(r.data!);
      expect(url.pathname).toBe('/dha-center/dev-wechat');
      expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:80/dha-center/login?redirect=%2Findex');
      const state = url.searchParams.get('state')!;
      const { data } = await t.api.post<{ code: string }>('/mp/dev/authorize', { openid });
      return { state, code: data!.code };
    };
    const loginByCode = (code: string, state: string) => t.api.get<any>('/system/auth/loginByWxCode', { query: { code, state } });

    it('signs a bound account in once: the code and the state are both single use', async () => {
      const { id, openid } = await boundUser();
      const { state, code } = await authorise(openid);
      const first = await loginByCode(code, state);
      expect(first.data.userId).toBe(id);
      expect(await userOf(first.data.accessToken)).toBe(id);
      expect((await loginByCode(code, state)).code).toBe(AuthErrors.WECHAT_MP_CODE_INVALID.code);
      const fresh = await authorise(openid);
      expect((await loginByCode(code, fresh.state)).code).toBe(AuthErrors.WECHAT_MP_CODE_INVALID.code);
      // that state is spent now, even with a good code
      expect((await loginByCode(fresh.code, fresh.state)).code).toBe(AuthErrors.WECHAT_MP_CODE_INVALID.code);
    });

    it('refuses a state it never issued, and a QR ticket as a state', async () => {
      const { openid } = await boundUser();
      const { code } = await authorise(openid);
      expect((await loginByCode(code, 'f'.repeat(32))).code).toBe(AuthErrors.WECHAT_MP_CODE_INVALID.code);
      const qr = await loginQr();
      expect((await loginByCode(code, qr.ticket)).code).toBe(AuthErrors.WECHAT_MP_CODE_INVALID.code);
    });

    it('answers 1_002_000_005 for an unbound account, whose state a password sign-in then binds', async () => {
      const openid = freshOpenid();
      const { state, code } = await authorise(openid);
      expect((await loginByCode(code, state)).code).toBe(AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND.code);
      const user = await signIn(t, uniq('wxcode'));
      expect((await pollBind(state, user.token)).data).toBe(true);
      expect(await wechatOpenidOf(user.id)).toBe(openid);
      const again = await authorise(openid);
      expect((await loginByCode(again.code, again.state)).data.userId).toBe(user.id);
    });

    it('sends the code only to a page of this console (no open redirect)', async () => {
      for (const redirect of [
        'https://evil.example/dha-center/login',
        'http://localhost:80/elsewhere',
        'http://localhost:80/dha-center/../admin-api/x',
        '//evil.example/dha-center/',
        'javascript:alert(1)//localhost/dha-center/',
        'http://user:pw@localhost:80/dha-center/login',
        'not a url',
      ]) {
        const r = await authUrl(redirect);
        expect([redirect, r.code, r.msg]).toEqual([redirect, 400, expect.stringContaining('redirect')]);
      }
      expect((await t.api.get<any>('/mp/account/getAuthUrl')).code).toBe(400);
    });
  });

  describe('binding from the profile page, and unbinding', () => {
    const bindQr = (token?: string) => t.api.get<WechatQrCodeVO>('/mp/account/wpbind-qr-code', { token });

    it('binds the scanner of the user’s binding code to that user, and only that user sees it', async () => {
      expect((await bindQr()).code).toBe(GlobalErrorCodes.UNAUTHORIZED.code);
      // the profile page is staff's (a visitor's client area binds nothing)
      const user = await signIn(t, uniq('wxprof'), [RoleCode.OTHER_TEACHER]);
      const qr = (await bindQr(user.token)).data!;
      expect(await pollBind(qr.ticket, user.token)).toEqual({ code: 0, msg: '', data: false });
      expect((await t.api.get<any[]>('/mp/dev/pending')).data).toContainEqual(
        expect.objectContaining({ qrTicket: qrTicketOf(qr), purpose: 'bind' }),
      );
      const openid = freshOpenid();
      expect((await scan(qr, openid)).data).toBe('bound');
      expect((await pollBind(qr.ticket, user.token)).data).toBe(true);
      expect(await wechatOpenidOf(user.id)).toBe(openid);

      const other = await signIn(t, uniq('wxprof'));
      expect((await pollBind(qr.ticket, other.token)).code).toBe(AuthErrors.WECHAT_MP_QR_EXPIRED.code);
      // a binding code signs nobody in
      expect((await poll(qr.ticket)).code).toBe(AuthErrors.WECHAT_MP_QR_EXPIRED.code);
      expect((await t.api.get<any>('/system/auth/wp-qrcode-bind', { query: { ticket: qr.ticket } })).code).toBe(401);
    });

    it('lets a user unbind themselves', async () => {
      const { id, token } = await boundUser([RoleCode.OTHER_TEACHER]);
      const unbind = (userId: number) => t.api.get<any>('/system/auth/unbind-weixin', { query: { userId }, token });
      expect(await unbind(id)).toEqual({ code: 0, msg: '', data: true });
      expect(await wechatOpenidOf(id)).toBeUndefined();
      expect((await unbind(id)).data).toBe(false);
    });

    it('unbinds another user only with system:user:update, in the caller’s tenant, and a super admin only for a super admin', async () => {
      const target = await boundUser();
      const plain = await signIn(t, uniq('wxplain'));
      const unbindAs = (token: string, userId: number) => t.api.get<any>('/system/auth/unbind-weixin', { query: { userId }, token });
      expect((await unbindAs(plain.token, target.id)).code).toBe(GlobalErrorCodes.FORBIDDEN.code);
      expect(await wechatOpenidOf(target.id)).toBe(target.openid);

      const deptAdmin = await signIn(t, uniq('wxdadm'), ['dept_admin']);
      expect((await unbindAs(deptAdmin.token, target.id)).data).toBe(true);
      expect(await wechatOpenidOf(target.id)).toBeUndefined();
      expect((await unbindAs(deptAdmin.token, 2_000_000_000)).code).toBe(AuthErrors.USER_NOT_EXISTS.code);

      const superAdmin = await boundUser(['super_admin']);
      expect((await unbindAs(deptAdmin.token, superAdmin.id)).code).toBe(AuthErrors.USER_SUPER_ADMIN_PROTECTED.code);
      expect(await wechatOpenidOf(superAdmin.id)).toBe(superAdmin.openid);
      const admin = await t.api.loginAsAdmin();
      expect((await unbindAs(admin, superAdmin.id)).data).toBe(true);

      for (const userId of ['x', '0', '-1', '99999999999']) {
        const r = await t.api.get<any>('/system/auth/unbind-weixin', { query: { userId }, token: deptAdmin.token });
        expect([r.code, r.msg]).toEqual([400, expect.stringContaining('userId')]);
      }
    });
  });
});

describe('WeChat official account not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 1_006_000_000 to its calls, 404 to the development endpoints, and believes no callback', async () => {
    expect((await t.api.get<any>('/mp/account/wplogin-qr-code')).code).toBe(AuthErrors.WECHAT_MP_NOT_CONFIGURED.code);
    expect((await t.api.get<any>('/mp/account/getAuthUrl', { query: { redirect: 'http://localhost:80/dha-center/login' } })).code).toBe(
      AuthErrors.WECHAT_MP_NOT_CONFIGURED.code,
    );
    expect((await t.api.get<any>('/mp/dev/pending')).code).toBe(404);
    expect((await t.api.post<any>('/mp/dev/authorize', { openid: 'o1' })).code).toBe(404);
    const timestamp = '1';
    const nonce = '2';
    const r = await t.app.inject({
      method: 'GET',
      url: `${t.config.API_PREFIX}/mp/open/x`,
      query: { signature: wechatSignature(FAKE_WECHAT_TOKEN, timestamp, nonce), timestamp, nonce, echostr: 'e' },
    });
    expect(JSON.parse(r.body).code).toBe(AuthErrors.WECHAT_MP_SIGNATURE_INVALID.code);
  });
});
