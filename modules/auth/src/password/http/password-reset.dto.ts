import { IsString, Matches } from 'class-validator';
import { Transform } from 'class-transformer';
import { IsAcceptablePassword, trim } from '@dha/server-core';
import { USERNAME_PATTERN } from '@dha/contracts';

/** `POST /system/auth/forgot-password` body. */
export class ForgotPasswordDto {
  @Transform(trim)
  @IsString()
  @Matches(USERNAME_PATTERN, { message: 'username 必须是 4-30 位字母或数字' })
  username!: string;
}

/** `POST /system/auth/reset-password` body. */
export class ResetPasswordDto extends ForgotPasswordDto {
  @IsString()
  @Matches(/^\d{6}$/, { message: 'code 必须是 6 位数字' })
  code!: string;

  @IsAcceptablePassword()
  password!: string;
}
