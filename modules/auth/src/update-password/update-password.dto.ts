import { IsString, Length, MaxLength } from 'class-validator';

/** `PUT /system/user/profile/update-password` body. */
export class UpdatePasswordDto {
  @IsString()
  @MaxLength(64)
  oldPassword!: string;

  @IsString()
  @Length(4, 16)
  newPassword!: string;
}
