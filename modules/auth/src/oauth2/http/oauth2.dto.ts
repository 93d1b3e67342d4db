import { MOBILE_PATTERN } from '@dha/contracts';
import { OptionalText, QueryBoolean, QueryInt, trim } from '@dha/server-core';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength, ValidateIf } from 'class-validator';

export class OAuth2AuthorizeInfoDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  clientId!: string;
}

/**
 * `POST /system/oauth2/authorize`: the upstream console sends these as query parameters (with a form
 * content type); a form body works too. Which are required is checked once both are merged.
 */
export class OAuth2AuthorizeDto {
  @IsOptional()
  @IsIn(['code', 'token'], { message: 'response_type 只允许 code 和 token' })
  response_type?: 'code' | 'token';

  @OptionalText(64)
  client_id?: string;

  /** JSON object scope → approved */
  @OptionalText(4000)
  scope?: string;

  @OptionalText(255)
  redirect_uri?: string;

  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  auto_approve?: boolean;

  @OptionalText(255)
  state?: string;

  @OptionalText(128)
  code_challenge?: string;

  @OptionalText(16)
  code_challenge_method?: string;
}

/** `POST /system/oauth2/token`: RFC 6749 parameter names, from the query or a form body (both merged). */
export class OAuth2TokenDto {
  @OptionalText(32)
  grant_type?: string;

  @OptionalText(64)
  code?: string;

  @OptionalText(255)
  redirect_uri?: string;

  @OptionalText(255)
  state?: string;

  @OptionalText(30)
  username?: string;

  @OptionalText(128)
  password?: string;

  @OptionalText(1000)
  scope?: string;

  @OptionalText(64)
  refresh_token?: string;

  @OptionalText(128)
  code_verifier?: string;

  @OptionalText(64)
  client_id?: string;

  @OptionalText(128)
  client_secret?: string;
}

/** `DELETE /system/oauth2/token` and `POST /check-token`: the token, and the client when not by Basic. */
export class OAuth2TokenParamDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  token!: string;

  @OptionalText(64)
  client_id?: string;

  @OptionalText(128)
  client_secret?: string;
}

/** `PUT /system/oauth2/user/update` (scope user.write): the open API's four fields; absent ones stay. */
export class OAuth2UserUpdateDto {
  @ValidateIf((_, v) => v !== undefined)
  @Transform(trim)
  @IsString({ message: 'nickname 必须是字符串' })
  @Length(1, 30, { message: 'nickname 长度为 1-30 个字符' })
  nickname?: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'email 必须是字符串' })
  @MaxLength(50, { message: 'email 不能超过 50 个字符' })
  @IsEmail({}, { message: 'email 邮箱格式不正确' })
  email?: string | null;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'mobile 必须是字符串' })
  @Matches(MOBILE_PATTERN, { message: 'mobile 手机号码格式不正确' })
  mobile?: string | null;

  @IsOptional()
  @QueryInt()
  @IsInt({ message: 'sex 必须是整数' })
  @IsIn([0, 1, 2], { message: 'sex 只能是 0、1、2' })
  sex?: number | null;
}
