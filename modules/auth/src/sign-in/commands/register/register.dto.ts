import { OptionalText, trim } from '@dha/server-core';
import type { AuthRegisterReq } from '@dha/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length, Matches } from 'class-validator';
import { IsAcceptablePassword } from '@dha/server-core';

/** `POST /system/auth/register` body: a visitor account (role common). */
export class RegisterDto implements AuthRegisterReq {
  @Transform(trim)
  @IsString()
  @Length(4, 30)
  @Matches(/^[a-zA-Z0-9]+$/, { message: 'username 只能由字母和数字组成' })
  username!: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, 30)
  nickname?: string;

  @IsAcceptablePassword()
  password!: string;

  @OptionalText(1000)
  captchaVerification?: string;
}
