import { BizError } from '@dha/server-core';
import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { AuthErrors } from '../../../auth.errors';
import { wechatSignatureValid } from '../../domain/wechat-mp';
import { WechatMpApi, type WechatOauthUser, type WechatTempQr } from './wechat-mp.api';

export interface WechatMpClientOptions {
  appId: string;
  appSecret: string;
  /** the message-callback token; without it no callback is believed */
  token: string | undefined;
  /** https://api.weixin.qq.com */
  apiUrl: string;
  scope: 'snsapi_base' | 'snsapi_userinfo';
}

/** Access token errors: the cached token is stale (rotated elsewhere, expired early); fetch a new one and retry once. */
const STALE_TOKEN_ERRORS = new Set([40001, 40014, 42001]);
/** A web-authorisation code WeChat does not (or no longer) accept: invalid, used, expired. */
const REFUSED_CODE_ERRORS = new Set([40029, 40163, 42003]);
/** The access token is refreshed this long before WeChat's expiry. */
const TOKEN_MARGIN_SECONDS = 300;

interface WechatReply {
  errcode?: number;
  errmsg?: string;
}

/**
 * The real official account: HTTPS to WeChat's API. The access token (the stable_token call, so
 * replicas fetching at once get the same one instead of revoking each other's) is shared in Redis
 * and fetched again shortly before it expires, or at once when WeChat calls it stale.
 */
export class WechatMpClient extends WechatMpApi {
  private readonly logger = new Logger('WechatMp');

  constructor(
    private readonly options: WechatMpClientOptions,
    private readonly redis: Redis,
  ) {
    super();
  }

  get appId(): string {
    return this.options.appId;
  }

  async createTempQr(scene: string, seconds: number): Promise<WechatTempQr> {
    const body = { expire_seconds: seconds, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: scene } } };
    const reply = await this.withAccessToken((token) =>
      this.call<{ ticket?: string; url?: string; expire_seconds?: number }>(
        `/cgi-bin/qrcode/create?access_token=${encodeURIComponent(token)}`,
        body,
      ),
    );
    if (!reply.ticket || !reply.url) throw this.failed('qrcode/create', reply);
    return { qrTicket: reply.ticket, url: reply.url, expireSeconds: reply.expire_seconds ?? seconds };
  }

  oauthUrl(redirect: string, state: string): string {
    // WeChat reads these parameters in this order, and needs the #wechat_redirect fragment
    const q = [
      `appid=${encodeURIComponent(this.options.appId)}`,
      `redirect_uri=${encodeURIComponent(redirect)}`,
      'response_type=code',
      `scope=${this.options.scope}`,
      `state=${encodeURIComponent(state)}`,
    ];
    return `https://open.weixin.qq.com/connect/oauth2/authorize?${q.join('&')}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<WechatOauthUser | null> {
    const { appId, appSecret } = this.options;
    const path =
      `/sns/oauth2/access_token?appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(appSecret)}` +
      `&code=${encodeURIComponent(code)}&grant_type=authorization_code`;
    const reply = await this.call<{ openid?: string; unionid?: string }>(path);
    if (reply.errcode && REFUSED_CODE_ERRORS.has(reply.errcode)) return null;
    if (!reply.openid) throw this.failed('sns/oauth2/access_token', reply);
    return { openid: reply.openid, unionid: reply.unionid ?? null };
  }

  verifySignature(query: { signature?: string; timestamp?: string; nonce?: string }): boolean {
    return !!this.options.token && wechatSignatureValid(this.options.token, query);
  }

  private async withAccessToken<T extends WechatReply>(call: (token: string) => Promise<T>): Promise<T> {
    const first = await call(await this.accessToken());
    if (!first.errcode || !STALE_TOKEN_ERRORS.has(first.errcode)) return first;
    await this.redis.del(this.tokenKey());
    return call(await this.accessToken());
  }

  private async accessToken(): Promise<string> {
    const cached = await this.redis.get(this.tokenKey());
    if (cached) return cached;
    const reply = await this.call<{ access_token?: string; expires_in?: number }>('/cgi-bin/stable_token', {
      grant_type: 'client_credential',
      appid: this.options.appId,
      secret: this.options.appSecret,
    });
    if (!reply.access_token) throw this.failed('stable_token', reply);
    const ttl = Math.max(60, (reply.expires_in ?? 7200) - TOKEN_MARGIN_SECONDS);
    await this.redis.set(this.tokenKey(), reply.access_token, 'EX', ttl);
    return reply.access_token;
  }

  private tokenKey(): string {
    return `auth:wxmp:access-token:${this.options.appId}`;
  }

  /** One call of WeChat's API: its JSON reply (which carries errcode on failure), or WECHAT_MP_API_FAILED when none came. */
  private async call<T>(path: string, body?: unknown): Promise<T & WechatReply> {
    const url = `${this.options.apiUrl.replace(/\/$/, '')}${path}`;
    try {
      const response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as T & WechatReply;
    } catch (error) {
      this.logger.error(`WeChat ${path.split('?')[0]} failed: ${(error as Error).message}`);
      throw BizError.of(AuthErrors.WECHAT_MP_API_FAILED);
    }
  }

  private failed(call: string, reply: WechatReply): BizError {
    this.logger.error(`WeChat ${call} answered errcode ${reply.errcode}: ${reply.errmsg}`);
    return BizError.of(AuthErrors.WECHAT_MP_API_FAILED);
  }
}
