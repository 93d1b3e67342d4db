import { trim } from '@dha/server-core';
import { MOBILE_PATTERN, type AuthSmsLoginReq } from '@dha/contracts';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';

/** `POST /system/auth/sms-login` body (spec §5: the mobile is trimmed). */
export class SmsLoginDto implements AuthSmsLoginReq {
  @Transform(trim)
  @IsString()
  @Matches(MOBILE_PATTERN, { message: 'mobile 必须是 11 位手机号' })
  mobile!: string;

  @Transform(trim)
  @IsString()
  @Matches(/^\d{4,6}$/, { message: 'code 必须是 4 到 6 位数字' })
  code!: string;
}
