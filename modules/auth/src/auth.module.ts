import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { captchaControllers, captchaProviders } from './captcha/captcha.providers';
import { AuthTenantPurgeConsumer } from './consumers/tenant-purge/auth-tenant-purge.consumer';
import { OneTimeCodes } from './infrastructure/one-time-codes.store';
import { SystemAccounts } from './infrastructure/system-accounts';
import { oauth2Controllers, oauth2Providers } from './oauth2/oauth2.providers';
import { passwordControllers, passwordProviders } from './password/password.providers';
import { AuthGuard } from './session/http/auth.guard';
import { sessionProviders } from './session/session.providers';
import { signInControllers, signInProviders } from './sign-in/sign-in.providers';
import { smsControllers, smsProviders } from './sms/sms.providers';
import { socialControllers, socialProviders } from './social/social.providers';
import { wechatControllers, wechatProviders } from './wechat/wechat.providers';

/**
 * How a person proves who they are: passwords and sign-in, sessions and tokens (and the global
 * guard), captcha, SMS codes, social and WeChat sign-in, the OAuth2 server. The accounts themselves
 * are the system module's: this one asks it through its contract (SystemAccounts).
 */
@Module({
  controllers: [
    ...signInControllers,
    ...passwordControllers,
    ...captchaControllers,
    ...smsControllers,
    ...socialControllers,
    ...wechatControllers,
    ...oauth2Controllers,
  ],
  providers: [
    SystemAccounts,
    OneTimeCodes,
    AuthTenantPurgeConsumer,
    ...sessionProviders,
    ...signInProviders,
    ...passwordProviders,
    ...captchaProviders,
    ...smsProviders,
    ...socialProviders,
    ...wechatProviders,
    ...oauth2Providers,
    { provide: APP_GUARD, useExisting: AuthGuard },
  ],
})
export class AuthModule {}
