import { IsString, MaxLength, MinLength } from 'class-validator';

/** `POST /system/auth/refresh-token?refreshToken=` */
export class RefreshTokenQueryDto {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  refreshToken!: string;
}
