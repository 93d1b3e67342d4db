import { Callout } from '@blueprintjs/core';
import { LoginForm } from '../LoginForm';
import { wechatApi } from './wechat-api';

/**
 * The WeChat account of `ticket` (a scanned QR code or an authorisation inside WeChat) is bound to
 * nobody: sign in with username and password, and it is bound to that account (wp-qrcode-bind) on the way in.
 */
export function WechatBindForm({ ticket, defaultTarget }: { ticket: string; defaultTarget: string }) {
  return (
    <div className="dha-wechat-bind-form">
      <Callout intent="warning" icon="link">
        该微信尚未绑定账号。请用账号密码登录，登录后此微信即绑定到该账号，以后可直接扫码登录。
      </Callout>
      <LoginForm defaultTarget={defaultTarget} afterSignIn={() => wechatApi.pollBind(ticket, false)} submitText="登录并绑定微信" />
    </div>
  );
}
