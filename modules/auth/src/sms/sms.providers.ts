import { SendSmsCodeHandler } from './commands/send-sms-code/send-sms-code.handler';
import { SmsLoginHandler } from './commands/sms-login/sms-login.handler';
import { UpdateMobileHandler } from './commands/update-mobile/update-mobile.handler';
import { SmsAuthController } from './http/sms-auth.controller';
import { SmsProfileController } from './http/sms-profile.controller';
import { smsChannelProvider } from './infrastructure/sms.channel';

/** SMS codes, the SMS sign-in and the verified mobile change. */
export const smsControllers = [SmsAuthController, SmsProfileController];

export const smsProviders = [smsChannelProvider, SendSmsCodeHandler, SmsLoginHandler, UpdateMobileHandler];
