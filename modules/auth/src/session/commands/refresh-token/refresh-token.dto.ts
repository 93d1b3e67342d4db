import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/**
 * `POST /system/auth/refresh-token`: the refresh token in the query (`?refreshToken=`, spec §7; the
 * request logs redact it) or in a JSON body `{ "refreshToken": … }`. The same DTO reads both.
 */
export class RefreshTokenDto {
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  refreshToken?: string;
}
