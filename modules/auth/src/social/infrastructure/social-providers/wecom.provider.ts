import { SocialCodeRejected, SocialProviderUnavailable, type SocialIdentity, type SocialProvider } from './social-provider';

export interface WeComSettings {
  corpId: string;
  agentId: string;
  secret: string;
  /** https://login.work.weixin.qq.com/wwlogin/sso/login, or a path resolved against the redirect URI (the development fake) */
  authorizeEndpoint: string;
  /** https://qyapi.weixin.qq.com (read at each call: the fake's address is known once the server listens) */
  apiBase: () => string;
}

const TIMEOUT_MS = 10_000;
/** errcodes of an access token that is invalid or expired: fetch a new one and try once more */
const STALE_TOKEN = new Set([40014, 42001]);
/** errcodes of a code that is invalid, used or expired, or of a user outside the app */
const CODE_REFUSED = new Set([40029, 40163, 50001, 60111, 60011]);

interface WeComAnswer {
  errcode?: number;
  errmsg?: string;
  [field: string]: unknown;
}

/**
 * WeChat Work sign-in (type 30, source wechat_enterprise), by its web login (a QR code the member
 * scans in the WeChat Work app). This is not an OAuth 2.0 code grant that a client library could run:
 * the code is redeemed with the corp's own access token (gettoken with the app secret) at
 * auth/getuserinfo, so this adapter is hand-written and kept to those three calls (gettoken,
 * auth/getuserinfo, user/get for the name and avatar the member shows).
 */
export class WeComProvider implements SocialProvider {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly settings: WeComSettings) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(this.settings.authorizeEndpoint, redirectUri);
    url.searchParams.set('login_type', 'CorpApp');
    url.searchParams.set('appid', this.settings.corpId);
    url.searchParams.set('agentid', this.settings.agentId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return url.href;
  }

  async exchange(code: string): Promise<SocialIdentity> {
    const info = await this.withToken((token) => this.get('/cgi-bin/auth/getuserinfo', { access_token: token, code }));
    if (info.errcode) {
      if (CODE_REFUSED.has(info.errcode)) throw new SocialCodeRejected(`${info.errcode}: ${info.errmsg ?? ''}`);
      throw new SocialProviderUnavailable(`WeChat Work getuserinfo: ${info.errcode} ${info.errmsg ?? ''}`);
    }
    // a member of the corp has a userid; someone outside it only an openid
    const openid = typeof info.userid === 'string' && info.userid ? info.userid : typeof info.openid === 'string' ? info.openid : '';
    if (!openid) throw new SocialProviderUnavailable('WeChat Work getuserinfo answered no userid');
    if (typeof info.userid !== 'string') return { openid, nickname: null, avatar: null };
    // the name and avatar are extras: a corp whose app may not read them still signs in
    const member = await this.withToken((token) => this.get('/cgi-bin/user/get', { access_token: token, userid: openid })).catch(
      () => null,
    );
    const ok = member && !member.errcode;
    return {
      openid,
      nickname: ok && typeof member.name === 'string' && member.name ? member.name : openid,
      avatar: ok && typeof member.avatar === 'string' && member.avatar ? member.avatar : null,
    };
  }

  private async withToken(call: (token: string) => Promise<WeComAnswer>): Promise<WeComAnswer> {
    const answer = await call(await this.accessToken());
    if (!answer.errcode || !STALE_TOKEN.has(answer.errcode)) return answer;
    this.token = null;
    return call(await this.accessToken());
  }

  /** The corp's access token (7200 s), kept by this process until a few minutes before it expires. */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const answer = await this.get('/cgi-bin/gettoken', { corpid: this.settings.corpId, corpsecret: this.settings.secret });
    if (answer.errcode || typeof answer.access_token !== 'string') {
      throw new SocialProviderUnavailable(`WeChat Work gettoken: ${answer.errcode ?? '?'} ${answer.errmsg ?? ''}`);
    }
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 7200;
    this.token = { value: answer.access_token, expiresAt: Date.now() + Math.max(60, seconds - 300) * 1000 };
    return this.token.value;
  }

  private async get(path: string, query: Record<string, string>): Promise<WeComAnswer> {
    const url = new URL(`${this.settings.apiBase()}${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'manual' });
    } catch (err) {
      throw new SocialProviderUnavailable(`WeChat Work ${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
    const body = (await response.json().catch(() => null)) as WeComAnswer | null;
    if (!response.ok || !body || typeof body !== 'object')
      throw new SocialProviderUnavailable(`WeChat Work ${path} answered ${response.status}`);
    return body;
  }
}
