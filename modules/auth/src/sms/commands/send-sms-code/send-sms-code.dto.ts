import { MOBILE_PATTERN, SmsScene, type AuthSmsSendReq, type SmsSceneValue } from '@dha/contracts';
import { OptionalText, trim } from '@dha/server-core';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches } from 'class-validator';

/** `POST /system/auth/send-sms-code` body. */
export class SendSmsCodeDto implements AuthSmsSendReq {
  @Transform(trim)
  @IsString()
  @Matches(MOBILE_PATTERN, { message: 'mobile 必须是 11 位手机号' })
  mobile!: string;

  @IsIn(Object.values(SmsScene), { message: `scene 必须是 ${Object.values(SmsScene).join('、')} 之一` })
  scene!: SmsSceneValue;

  @OptionalText(1000)
  captchaVerification?: string;
}
