/** The WeChat official account's social type (contract §2 social types: 31 WECHAT_MP). */
export const WECHAT_MP_SOCIAL_TYPE = 31;

/**
 * GET /mp/account/wplogin-qr-code and /mp/account/wpbind-qr-code: a temporary QR code of the official
 * account. `url` is what the QR code encodes (scanned with WeChat); `ticket` is this browser's secret
 * handle for polling the outcome (it is not in the QR code).
 */
export interface WechatQrCodeVO {
  ticket: string;
  url: string;
  expireSeconds: number;
}

/** A QR code waiting for a scan, as the development page of the fake official account lists it. */
export interface WechatDevPendingQr {
  /** WeChat's ticket of the QR code (what a phone reads from it) */
  qrTicket: string;
  url: string;
  purpose: 'login' | 'bind';
  expiresAt: number;
}
