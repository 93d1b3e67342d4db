import { MOBILE_PATTERN } from '@dha/contracts';
import { QueryInt, trim, trimToNull } from '@dha/server-core';
import { Transform } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, IsString, Length, Matches, MaxLength, ValidateIf } from 'class-validator';

/**
 * `PUT /system/user/profile/update`, the upstream console's profile page (contract §6): nickname,
 * email, mobile, sex (a numeric string too, as upstream's reader takes it) and avatar (the URL its
 * upload through `/infra/file/upload` answered). Absent fields stay; `""` clears email and mobile.
 * The rules are the own profile's (`updateMyProfileInfo`): the same command does the write.
 */
export class UpdateProfileDto {
  @ValidateIf((_, v) => v !== undefined)
  @Transform(trim)
  @IsString({ message: 'nickname 必须是字符串' })
  @Length(1, 30, { message: 'nickname 长度为 1-30 个字符' })
  nickname?: string;

  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'email 必须是字符串' })
  @MaxLength(50, { message: 'email 不能超过 50 个字符' })
  @IsEmail({}, { message: 'email 邮箱格式不正确' })
  email?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'mobile 必须是字符串' })
  @Matches(MOBILE_PATTERN, { message: 'mobile 手机号码格式不正确' })
  mobile?: string | null;

  /** dictionary system_user_sex */
  @IsOptional()
  @QueryInt()
  @IsInt({ message: 'sex 必须是整数' })
  sex?: number | null;

  @ValidateIf((_, v) => v !== undefined)
  @IsString({ message: 'avatar 必须是字符串' })
  @MaxLength(512, { message: 'avatar 不能超过 512 个字符' })
  avatar?: string;
}
