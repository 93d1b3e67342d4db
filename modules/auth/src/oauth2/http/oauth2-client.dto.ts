import { CommonStatus, MAX_INT32, OAuth2GrantType, type OAuth2ClientSaveReq } from '@dha/contracts';
import { OptionalQueryIn, OptionalText, PageParamDto, trim } from '@dha/server-core';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

const GRANT_TYPES: string[] = Object.values(OAuth2GrantType);
/** ten years: longer is not a lifetime anyone means */
const MAX_VALIDITY_SECONDS = 10 * 365 * 24 * 3600;
/** an absolute http(s) URI without a fragment (RFC 6749 §3.1.2) */
const REDIRECT_URI_PATTERN = /^https?:\/\/[^\s#]+$/;

export class OAuth2ClientCreateDto implements OAuth2ClientSaveReq {
  @Transform(trim)
  @IsString()
  @Matches(/^[A-Za-z0-9_.-]{1,64}$/, { message: 'clientId 只能是 1-64 位字母、数字、_ . -' })
  clientId!: string;

  @Transform(trim)
  @IsString()
  @Matches(/^\S.{0,63}$/su, { message: 'name 长度为 1-64 个字符' })
  name!: string;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  @Matches(/^(|https?:\/\/\S+|\/\S*)$/, { message: 'logo 必须是 http(s) 地址或站内路径' })
  logo?: string;

  @OptionalText(255)
  description?: string | null;

  @IsIn(Object.values(CommonStatus))
  status!: number;

  @IsInt()
  @Min(60)
  @Max(MAX_VALIDITY_SECONDS)
  accessTokenValiditySeconds!: number;

  @IsInt()
  @Min(60)
  @Max(MAX_VALIDITY_SECONDS)
  refreshTokenValiditySeconds!: number;

  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(255, { each: true })
  @Matches(REDIRECT_URI_PATTERN, { each: true, message: 'redirectUris 必须是不含 # 的 http(s) 绝对地址' })
  redirectUris!: string[];

  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(GRANT_TYPES.length)
  @IsIn(GRANT_TYPES, { each: true, message: `authorizedGrantTypes 只能是 ${GRANT_TYPES.join('、')}` })
  authorizedGrantTypes!: string[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Matches(/^[A-Za-z0-9_.:-]{1,64}$/, { each: true, message: 'scopes 每项为 1-64 位字母、数字、_ . : -' })
  scopes?: string[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  autoApproveScopes?: string[];

  @IsOptional()
  @IsBoolean()
  withSecret?: boolean;
}

export class OAuth2ClientUpdateDto extends OAuth2ClientCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;

  @IsOptional()
  @IsBoolean()
  resetSecret?: boolean;
}

export class OAuth2ClientPageDto extends PageParamDto {
  @IsOptional()
  @IsString()
  @MaxLength(64)
  name?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;
}
