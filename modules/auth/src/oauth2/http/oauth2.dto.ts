import { ProfileBasicsDto } from '@dha/system';
import { OptionalText, QueryBoolean } from '@dha/server-core';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

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

/** `PUT /system/oauth2/user/update` (scope user.write): the open API's four fields, as every profile change takes them. */
export class OAuth2UserUpdateDto extends ProfileBasicsDto {}
