/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { WECHAT_MP_SOCIAL_TYPE, type WechatQrCodeVO } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthErrors } from '../../../auth.errors';
import { wechatSignature } from '../../domain/wechat-mp';
import { signIn, uniq } from '@dha/system/testing';
import { SocialBindingRepository } from '../../../social/infrastructure/social-binding.repository';

const APP_ID = 'wxrealtest';
const SECRET = 'real-secret';
const TOKEN = 'realtoken42';

/** WeChat's API as far as the real adapter uses it, answering as WeChat documents it. */
class FakeWechatServer {
  calls: Array<{ path: string; query: URLSearchParams; body: any }> = [];
  tokensIssued = 0;
  /** the next qrcode/create answers 40001 (a token rotated elsewhere) */
  staleOnce = false;
  down = false;
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const url = new URL(req.url!, 'http://x');
        const body = raw ? JSON.parse(raw) : null;
        this.calls.push({ path: url.pathname, query: url.searchParams, body });
        if (this.down) return void res.writeHead(502).end();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(this.answer(url, body)));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(url: URL, body: any): unknown {
    switch (url.pathname) {
      case '/cgi-bin/stable_token':
        if (body.appid !== APP_ID || body.secret !== SECRET) return { errcode: 40125, errmsg: 'invalid appsecret' };
        return { access_token: `AT${++this.tokensIssued}`, expires_in: 7200 };
      case '/cgi-bin/qrcode/create':
        if (this.staleOnce) {
          this.staleOnce = false;
          return { errcode: 40001, errmsg: 'invalid credential' };
        }
        if (url.searchParams.get('access_token') !== `AT${this.tokensIssued}`) return { errcode: 40001, errmsg: 'invalid credential' };
        return {
          ticket: 'gQH47joAAAAAAAAAASxodHRw',
          expire_seconds: body.expire_seconds,
          url: `http://weixin.qq.com/q/${body.action_info.scene.scene_str.slice(0, 4)}x`,
        };
      case '/sns/oauth2/access_token':
        if (url.searchParams.get('code') === 'goodcode') return { access_token: 'x', openid: 'oRealUser1', scope: 'snsapi_base' };
        return { errcode: 40163, errmsg: 'code been used' };
      default:
        return { errcode: 404 };
    }
  }
}

describe('WeChat official account through the real adapter (WeChat played by a local HTTP server)', () => {
  const wechat = new FakeWechatServer();
  let t: TestApp;
  beforeAll(async () => {
    const apiUrl = await wechat.start();
    t = await createTestApp({ WECHAT_MP_APP_ID: APP_ID, WECHAT_MP_APP_SECRET: SECRET, WECHAT_MP_TOKEN: TOKEN, WECHAT_MP_API_URL: apiUrl });
  });
  afterAll(async () => {
    await t.close();
    await wechat.stop();
  });
  const qrCode = () => t.api.get<WechatQrCodeVO>('/mp/account/wplogin-qr-code');

  it('creates a temporary QR code with the ticket as its scene, fetching the access token once and again when WeChat calls it stale', async () => {
    const first = await qrCode();
    expect(first.code).toBe(0);
    expect(first.data).toEqual({
      ticket: expect.stringMatching(/^[0-9a-f]{32}$/),
      url: expect.stringMatching(/^http:\/\/weixin\.qq\.com\/q\//),
      expireSeconds: 300,
    });
    const create = wechat.calls.find((c) => c.path === '/cgi-bin/qrcode/create')!;
    expect(create.body).toEqual({
      expire_seconds: 300,
      action_name: 'QR_STR_SCENE',
      action_info: { scene: { scene_str: first.data!.ticket } },
    });
    expect((await qrCode()).code).toBe(0);
    expect(wechat.tokensIssued).toBe(1);

    wechat.staleOnce = true;
    expect((await qrCode()).code).toBe(0);
    expect(wechat.tokensIssued).toBe(2);
  });

  it('answers 503 when WeChat cannot be reached', async () => {
    wechat.down = true;
    try {
      expect((await qrCode()).code).toBe(AuthErrors.WECHAT_MP_API_FAILED.code);
      const url = (await t.api.get<string>('/mp/account/getAuthUrl', { query: { redirect: 'http://localhost/dha-center/login' } })).data!;
      const state = new URL(url).searchParams.get('state')!;
      expect((await t.api.get<any>('/system/auth/loginByWxCode', { query: { code: 'goodcode', state } })).code).toBe(
        AuthErrors.WECHAT_MP_API_FAILED.code,
      );
    } finally {
      wechat.down = false;
    }
  });

  it('believes callbacks signed with WECHAT_MP_TOKEN only, and signs the scanner in', async () => {
    const user = await signIn(t, uniq('wxreal'));
    await t.app.get(SocialBindingRepository).bind({ tenantId: 1, userId: user.id, type: WECHAT_MP_SOCIAL_TYPE, openid: 'oRealScanner' });
    const { ticket } = (await qrCode()).data!;
    const sign = (token: string) => {
      const timestamp = '1700000000';
      const nonce = '12345';
      return { signature: wechatSignature(token, timestamp, nonce), timestamp, nonce, openid: 'oRealScanner' };
    };
    const xml = `<xml><FromUserName><![CDATA[oRealScanner]]></FromUserName><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[SCAN]]></Event><EventKey><![CDATA[${ticket}]]></EventKey></xml>`;
    const post = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `${t.config.API_PREFIX}/mp/open/${APP_ID}`,
        query: sign(token),
        payload: xml,
        headers: { 'content-type': 'text/xml' },
      });
    expect(JSON.parse((await post('dhafaketoken')).body).code).toBe(AuthErrors.WECHAT_MP_SIGNATURE_INVALID.code);
    expect((await t.api.get<any>('/system/auth/wp-qrcode-login', { query: { ticket } })).data).toBeNull();
    expect((await post(TOKEN)).body).toBe('success');
    expect((await t.api.get<any>('/system/auth/wp-qrcode-login', { query: { ticket } })).data.userId).toBe(user.id);
    // the development endpoints are not there with the real account
    expect((await t.api.get<any>('/mp/dev/pending')).code).toBe(404);
  });

  it('builds WeChat’s authorisation URL and exchanges its code for the openid (a used code refused)', async () => {
    const user = await signIn(t, uniq('wxreal'));
    await t.app.get(SocialBindingRepository).bind({ tenantId: 1, userId: user.id, type: WECHAT_MP_SOCIAL_TYPE, openid: 'oRealUser1' });
    const authUrl = async () => {
      const r = await t.api.get<string>('/mp/account/getAuthUrl', { query: { redirect: 'http://localhost/dha-center/login' } });
      expect(r.data).toMatch(
        /^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?appid=wxrealtest&redirect_uri=http%3A%2F%2Flocalhost%2Fdha-center%2Flogin&response_type=code&scope=snsapi_base&state=[0-9a-f]{32}#wechat_redirect$/,
      );
      return new URL(r.data!).searchParams.get('state')!;
    };
    const signedIn = await t.api.get<any>('/system/auth/loginByWxCode', { query: { code: 'goodcode', state: await authUrl() } });
    expect(signedIn.data.userId).toBe(user.id);
    const exchange = wechat.calls.filter((c) => c.path === '/sns/oauth2/access_token').pop()!;
    expect(Object.fromEntries(exchange.query)).toEqual({
      appid: APP_ID,
      secret: SECRET,
      code: 'goodcode',
      grant_type: 'authorization_code',
    });
    expect((await t.api.get<any>('/system/auth/loginByWxCode', { query: { code: 'usedcode', state: await authUrl() } })).code).toBe(
      AuthErrors.WECHAT_MP_CODE_INVALID.code,
    );
  });
});
