import type { UpdatePasswordReq } from '@dha/contracts';
import { IsString, MaxLength } from 'class-validator';
import { IsAcceptablePassword, PASSWORD_MAX_LENGTH } from '@dha/server-core';

/** `PUT /system/user/profile/update-password` body. */
export class UpdatePasswordDto implements UpdatePasswordReq {
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH * 4)
  oldPassword!: string;

  @IsAcceptablePassword()
  newPassword!: string;
}
