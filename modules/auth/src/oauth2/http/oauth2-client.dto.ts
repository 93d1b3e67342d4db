import {
  CommonStatus,
  MAX_INT32,
  OAUTH2_SECRET_MIN_LENGTH,
  OAUTH2_SECRET_PLACEHOLDER,
  OAuth2GrantType,
  type OAuth2ClientSaveReq,
} from '@dha/contracts';
import { OptionalQueryIn, OptionalText, PageParamDto, trim } from '@dha/server-core';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsJSON,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

const GRANT_TYPES: string[] = Object.values(OAuth2GrantType);
/** ten years: longer is not a lifetime anyone means */
const MAX_VALIDITY_SECONDS = 10 * 365 * 24 * 3600;
/** an absolute http(s) URI without a fragment (RFC 6749 §3.1.2) */
const REDIRECT_URI_PATTERN = /^https?:\/\/[^\s#]+$/;
/** empty (none), the placeholder, or a chosen secret of printable ASCII without spaces */
const SECRET_PATTERN = new RegExp(`^(|${OAUTH2_SECRET_PLACEHOLDER.replace(/\*/g, '\\*')}|[\\x21-\\x7e]{${OAUTH2_SECRET_MIN_LENGTH},128})$`);
const SECRET_RULE = `secret 必须是 ${OAUTH2_SECRET_MIN_LENGTH}-128 位可见字符（不含空格）`;

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
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Matches(/^\S{1,64}$/, { each: true, message: 'authorities 每项为 1-64 个非空白字符' })
  authorities?: string[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Matches(/^\S{1,64}$/, { each: true, message: 'resourceIds 每项为 1-64 个非空白字符' })
  resourceIds?: string[];

  /** upstream's form sends a JSON text; an empty one is none */
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  @ValidateIf((_, v) => v !== '')
  @IsJSON({ message: 'additionalInformation 必须是 JSON 对象或数组' })
  additionalInformation?: string | null;

  /**
   * A chosen secret: printable, no spaces, at least OAUTH2_SECRET_MIN_LENGTH characters (or, on update,
   * the placeholder `get` answers, which keeps the stored one). The handlers tell the two apart.
   */
  @IsOptional()
  @IsString()
  @Matches(SECRET_PATTERN, { message: SECRET_RULE })
  secret?: string;

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
