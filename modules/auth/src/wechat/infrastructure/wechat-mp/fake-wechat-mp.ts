import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { CONSOLE_BASE_PATH, wechatSignatureValid, type WechatScan } from '../../domain/wechat-mp';
import { WechatMpApi, type WechatOauthUser, type WechatTempQr } from './wechat-mp.api';

/** The token the fake account's callback is signed with when WECHAT_MP_TOKEN is unset. */
export const FAKE_WECHAT_TOKEN = 'dhafaketoken';

/** A QR code of the fake account that nobody scanned yet. */
export interface FakeQr {
  qrTicket: string;
  url: string;
  scene: string;
  expiresAt: number;
}

const PENDING_KEY = 'auth:wxmp:fake:pending';
const qrKey = (qrTicket: string): string => `auth:wxmp:fake:qr:${qrTicket}`;
const codeKey = (code: string): string => `auth:wxmp:fake:code:${code}`;
/** WeChat's web-authorisation codes live five minutes. */
const CODE_SECONDS = 300;

/**
 * WeChat played locally (WECHAT_MP_FAKE, development and tests): it keeps its QR codes and
 * authorisation codes in Redis and does what WeChat's servers would when a test or the /dev-wechat
 * page says a phone scanned a code or a user agreed to an authorisation.
 */
export class FakeWechatMpApi extends WechatMpApi {
  constructor(
    private readonly redis: Redis,
    readonly appId: string,
    private readonly token: string,
  ) {
    super();
  }

  async createTempQr(scene: string, seconds: number): Promise<WechatTempQr> {
    const qrTicket = `fake${randomBytes(12).toString('hex')}`;
    const qr: FakeQr = { qrTicket, url: `https://fake-weixin.invalid/q/${qrTicket}`, scene, expiresAt: Date.now() + seconds * 1000 };
    await this.redis
      .multi()
      .set(qrKey(qrTicket), JSON.stringify(qr), 'EX', seconds)
      .zadd(PENDING_KEY, qr.expiresAt, qrTicket)
      .zremrangebyscore(PENDING_KEY, '-inf', Date.now())
      .exec();
    return { qrTicket, url: qr.url, expireSeconds: seconds };
  }

  /** The fake's authorisation page is the console's /dev-wechat, on the origin of the (already checked) redirect. */
  oauthUrl(redirect: string, state: string): string {
    const page = new URL(`${CONSOLE_BASE_PATH}dev-wechat`, new URL(redirect).origin);
    page.searchParams.set('redirect_uri', redirect);
    page.searchParams.set('state', state);
    return page.toString();
  }

  async exchangeCode(code: string): Promise<WechatOauthUser | null> {
    const openid = await this.redis.getdel(codeKey(code));
    return openid ? { openid, unionid: null } : null;
  }

  verifySignature(query: { signature?: string; timestamp?: string; nonce?: string }): boolean {
    return wechatSignatureValid(this.token, query);
  }

  /** The codes not yet scanned nor expired, newest first. */
  async pendingQrs(): Promise<FakeQr[]> {
    const tickets = await this.redis.zrevrangebyscore(PENDING_KEY, '+inf', Date.now());
    if (!tickets.length) return [];
    const rows = await this.redis.mget(tickets.map(qrKey));
    return rows.filter((row): row is string => !!row).map((row) => JSON.parse(row) as FakeQr);
  }

  /** A phone with `openid` scanned the code: the scan WeChat would push to the message callback, or null for an unknown code. */
  async scan(qrTicket: string, openid: string): Promise<WechatScan | null> {
    const row = await this.redis.get(qrKey(qrTicket));
    if (!row) return null;
    await this.redis.zrem(PENDING_KEY, qrTicket);
    return { scene: (JSON.parse(row) as FakeQr).scene, openid };
  }

  /** The user `openid` agreed on the authorisation page: the code WeChat would append to the redirect. */
  async authorise(openid: string): Promise<string> {
    const code = `fake${randomBytes(12).toString('hex')}`;
    await this.redis.set(codeKey(code), openid, 'EX', CODE_SECONDS);
    return code;
  }
}
