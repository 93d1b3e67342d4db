import { trim } from '@dha/server-core';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Length } from 'class-validator';
import { REDIRECT_SOCIAL_TYPES } from '../../domain/social-types';

/** `POST /system/auth/social-login` body: the code and state the provider returned with. */
export class SocialLoginDto {
  @IsInt()
  @IsIn(REDIRECT_SOCIAL_TYPES, { message: 'type 必须是 20（钉钉）或 30（企业微信）' })
  type!: number;

  // WeChat Work's codes reach 512 bytes
  @Transform(trim)
  @IsString()
  @Length(1, 512)
  code!: string;

  @Transform(trim)
  @IsString()
  @Length(1, 128)
  state!: string;
}
