import { isWechatBrowser } from '../../access/directives';

/** Whether WeChat sent the browser back to this login page with an authorisation code (sign-in inside WeChat). */
export function returnedFromWechat(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  const params = new URLSearchParams(search);
  return params.has('code') && params.has('state');
}

/** The login page's WeChat tab: a QR code to scan outside WeChat, the account's own authorisation inside it (spec §6 isWechat). */
export function wechatTabTitle(): string {
  return isWechatBrowser() ? '微信登录' : '微信扫码登录';
}
