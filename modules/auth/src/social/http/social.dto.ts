import { QueryInt, trim } from '@dha/server-core';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Length, MaxLength, ValidateIf } from 'class-validator';
import { ALL_SOCIAL_TYPES, REDIRECT_SOCIAL_TYPES } from '../domain/social-types';

/** `GET /system/auth/social-auth-redirect?type&redirectUri`. */
export class SocialAuthRedirectDto {
  @QueryInt()
  @IsInt()
  @IsIn(REDIRECT_SOCIAL_TYPES, { message: 'type 必须是 20（钉钉）或 30（企业微信）' })
  type!: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(1000)
  redirectUri!: string;
}

/**
 * `DELETE /system/social-user/unbind {type, openid}`: the upstream client sends a JSON body; a client
 * whose DELETE carries no body may send the same two as query parameters.
 */
export class SocialUnbindDto {
  @QueryInt()
  @ValidateIf((_o: object, v: unknown) => v !== undefined)
  @IsInt()
  @IsIn(ALL_SOCIAL_TYPES)
  type?: number;

  @Transform(trim)
  @ValidateIf((_o: object, v: unknown) => v !== undefined)
  @IsString()
  @Length(1, 128)
  openid?: string;
}
