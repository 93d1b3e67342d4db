import { SendSmsCodeHandler } from './commands/send-sms-code/send-sms-code.handler';
import { SmsLoginHandler } from './commands/sms-login/sms-login.handler';
import { SmsAuthController } from './http/sms-auth.controller';
import { smsChannelProvider } from './infrastructure/sms.channel';

/** SMS codes and the SMS sign-in. */
export const smsControllers = [SmsAuthController];

export const smsProviders = [smsChannelProvider, SendSmsCodeHandler, SmsLoginHandler];
