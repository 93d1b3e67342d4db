import { BizError } from '@dha/server-core';
import { AuthErrors } from '../../../auth.errors';

/** A temporary QR code of the official account. */
export interface WechatTempQr {
  /** WeChat's ticket of the code (its image is showqrcode?ticket=…) */
  qrTicket: string;
  /** what the code encodes */
  url: string;
  expireSeconds: number;
}

/** Who came back from a web authorisation. */
export interface WechatOauthUser {
  openid: string;
  unionid: string | null;
}

/**
 * The WeChat official account's API as this module uses it. The real adapter talks HTTPS to WeChat
 * (WechatMpClient); the fake (FakeWechatMpApi) stands in for development and tests.
 */
export abstract class WechatMpApi {
  /** the AppID the message callback is registered under (<API_PREFIX>/mp/open/<appId>) */
  abstract readonly appId: string;
  /** A temporary QR code whose scan WeChat reports to the message callback with `scene`. */
  abstract createTempQr(scene: string, seconds: number): Promise<WechatTempQr>;
  /** The page inside WeChat's browser that asks the user and returns to `redirect` with `code` and `state`. */
  abstract oauthUrl(redirect: string, state: string): string;
  /** The account behind a web-authorisation code; null when WeChat refuses the code (unknown, expired, used). */
  abstract exchangeCode(code: string): Promise<WechatOauthUser | null>;
  /** Whether a message-callback request carries the signature of the account's token. */
  abstract verifySignature(query: { signature?: string; timestamp?: string; nonce?: string }): boolean;
}

/** No official account configured: every call answers 1_006_000_000, and no callback is believed. */
export class UnconfiguredWechatMpApi extends WechatMpApi {
  readonly appId = '';

  createTempQr(): Promise<WechatTempQr> {
    return Promise.reject(BizError.of(AuthErrors.WECHAT_MP_NOT_CONFIGURED));
  }

  oauthUrl(): string {
    throw BizError.of(AuthErrors.WECHAT_MP_NOT_CONFIGURED);
  }

  exchangeCode(): Promise<WechatOauthUser | null> {
    return Promise.reject(BizError.of(AuthErrors.WECHAT_MP_NOT_CONFIGURED));
  }

  verifySignature(): boolean {
    return false;
  }
}
