import { OptionalText, trim } from '@dha/server-core';
import type { AuthLoginReq } from '@dha/contracts';
import { Transform } from 'class-transformer';
import { IsBase64, IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches, MaxLength, ValidateIf } from 'class-validator';
import { REDIRECT_SOCIAL_TYPES } from '../../../social/domain/social-types';
import { PASSWORD_MAX_LENGTH } from '@dha/server-core';

/** `POST /system/auth/login` body. */
export class LoginDto implements AuthLoginReq {
  @Transform(trim)
  @IsString()
  @Length(4, 30)
  @Matches(/^[a-zA-Z0-9]+$/, { message: 'username 只能由字母和数字组成' })
  username!: string;

  // a length bound only: a password set before the policy still signs in (see password-policy);
  // required unless the remembered password comes as passwordCipher
  @ValidateIf((o: LoginDto) => o.passwordCipher == null)
  @IsString()
  @Length(1, PASSWORD_MAX_LENGTH * 4)
  password?: string;

  // the console's remembered password (LoginKeyStore): one RSA-2048 block in base64 is 344 characters
  @IsOptional()
  @IsString()
  @MaxLength(400)
  @IsBase64()
  passwordCipher?: string;

  @OptionalText(1000)
  captchaVerification?: string;

  // with socialType set, the social account of socialCode/socialState is bound on success (the /bind page)
  @IsOptional()
  @IsInt()
  @IsIn(REDIRECT_SOCIAL_TYPES, { message: 'socialType 必须是 20（钉钉）或 30（企业微信）' })
  socialType?: number;

  @ValidateIf((o: LoginDto) => o.socialType != null || o.socialCode != null)
  @IsString()
  @Length(1, 512)
  socialCode?: string;

  @ValidateIf((o: LoginDto) => o.socialType != null || o.socialState != null)
  @IsString()
  @Length(1, 128)
  socialState?: string;

  // sent by the upstream login form and ignored
  @OptionalText(30)
  tenantName?: string;

  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}
