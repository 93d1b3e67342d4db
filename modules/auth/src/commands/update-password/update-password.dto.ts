import type { UpdatePasswordReq } from '@dha/contracts';
import { IsString, Length, MaxLength } from 'class-validator';

/** `PUT /system/user/profile/update-password` body. */
export class UpdatePasswordDto implements UpdatePasswordReq {
  @IsString()
  @MaxLength(64)
  oldPassword!: string;

  @IsString()
  @Length(4, 16)
  newPassword!: string;
}
