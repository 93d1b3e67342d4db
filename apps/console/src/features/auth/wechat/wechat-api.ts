import type { AuthLoginResp, WechatDevPendingQr, WechatQrCodeVO } from '@dha/contracts';
import { api } from '../../../api/http';

/** The server's answer when the WeChat account is bound to nobody (AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND). */
export const WECHAT_NOT_BOUND = 1_002_000_005;
/** The ticket is gone (expired, unknown) or spent: a new QR code is needed. */
export const WECHAT_QR_EXPIRED = 1_006_002_000;
export const WECHAT_QR_USED = 1_006_002_002;
/** How often a page asks whether its QR code was scanned. */
export const POLL_MS = 2000;

/** The WeChat official account calls of spec §7 (server: modules/auth wechat/http). Polls are quiet: no toast per poll. */
export const wechatApi = {
  loginQrCode: () => api.get<WechatQrCodeVO>('/mp/account/wplogin-qr-code'),
  /** null while nobody scanned */
  pollLogin: (ticket: string) => api.get<AuthLoginResp | null>('/system/auth/wp-qrcode-login', { ticket }, { quiet: true }),
  authUrl: (redirect: string) => api.get<string>('/mp/account/getAuthUrl', { redirect }),
  loginByCode: (code: string, state: string) => api.get<AuthLoginResp>('/system/auth/loginByWxCode', { code, state }, { quiet: true }),
  bindQrCode: () => api.get<WechatQrCodeVO>('/mp/account/wpbind-qr-code'),
  /** true once the ticket's WeChat account is bound to the signed-in user */
  pollBind: (ticket: string, quiet = true) => api.get<boolean>('/system/auth/wp-qrcode-bind', { ticket }, { quiet }),
  unbind: (userId: number) => api.get<boolean>('/system/auth/unbind-weixin', { userId }),
};

/** The fake official account's development endpoints (WECHAT_MP_FAKE only; 404 elsewhere). */
export const wechatDevApi = {
  pending: () => api.get<WechatDevPendingQr[]>('/mp/dev/pending', undefined, { quiet: true }),
  scan: (qrTicket: string, openid: string) => api.post<'login' | 'bound' | 'ignored'>('/mp/dev/scan', { qrTicket, openid }),
  authorize: (openid: string) => api.post<{ code: string }>('/mp/dev/authorize', { openid }),
};
