import { GetWechatOpenIdHandler } from './queries/get-wechat-openid/get-wechat-openid.handler';
import { CreateWechatAuthUrlHandler } from './commands/wechat-auth-url/wechat-auth-url.handler';
import { WechatCodeLoginHandler } from './commands/wechat-code-login/wechat-code-login.handler';
import { CreateWechatQrHandler } from './commands/wechat-create-qr/wechat-create-qr.handler';
import { WechatQrBindHandler } from './commands/wechat-qr-bind/wechat-qr-bind.handler';
import { WechatQrLoginHandler } from './commands/wechat-qr-login/wechat-qr-login.handler';
import { WechatSignIn } from './commands/wechat-qr-login/wechat-sign-in';
import { WechatScanHandler } from './commands/wechat-scan/wechat-scan.handler';
import { WechatUnbindHandler } from './commands/wechat-unbind/wechat-unbind.handler';
import { WechatAuthController } from './http/wechat-auth.controller';
import { WechatDevController } from './http/wechat-dev.controller';
import { WechatMpAccountController } from './http/wechat-mp-account.controller';
import { WechatMpCallbackController } from './http/wechat-mp-callback.controller';
import { wechatMpApiProvider } from './infrastructure/wechat-mp/wechat-mp.provider';
import { WechatTickets } from './infrastructure/wechat-mp/wechat-tickets.store';

/** The WeChat official account sign-in and binding. */
export const wechatControllers = [WechatAuthController, WechatMpAccountController, WechatMpCallbackController, WechatDevController];

export const wechatProviders = [
  GetWechatOpenIdHandler,
  WechatTickets,
  wechatMpApiProvider,
  WechatSignIn,
  CreateWechatQrHandler,
  WechatScanHandler,
  WechatQrLoginHandler,
  WechatCodeLoginHandler,
  CreateWechatAuthUrlHandler,
  WechatQrBindHandler,
  WechatUnbindHandler,
];
