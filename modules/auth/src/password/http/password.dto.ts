import { IdBodyDto, IsAcceptablePassword } from '@dha/server-core';

/** `PUT /system/user/update-password` body (an admin sets a new password). */
export class UserPasswordDto extends IdBodyDto {
  @IsAcceptablePassword()
  password!: string;
}
