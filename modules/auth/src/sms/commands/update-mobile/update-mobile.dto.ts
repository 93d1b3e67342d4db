import { MOBILE_PATTERN, type UpdateMobileReq } from '@dha/contracts';
import { trim } from '@dha/server-core';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';

/** `PUT /system/user/profile/update-mobile` body. */
export class UpdateMobileDto implements UpdateMobileReq {
  @Transform(trim)
  @IsString({ message: 'mobile 必须是字符串' })
  @Matches(MOBILE_PATTERN, { message: 'mobile 必须是 11 位手机号' })
  mobile!: string;

  @Transform(trim)
  @IsString({ message: 'code 必须是字符串' })
  @Matches(/^\d{4,6}$/, { message: 'code 必须是 4 到 6 位数字' })
  code!: string;
}
