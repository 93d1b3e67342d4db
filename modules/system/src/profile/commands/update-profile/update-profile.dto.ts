import { IsString, MaxLength, ValidateIf } from 'class-validator';
import { ProfileBasicsDto } from '../update-my-profile/update-my-profile.dto';

/**
 * `PUT /system/user/profile/update`, the upstream console's profile page (contract §6): nickname,
 * email, mobile, sex (a numeric string too, as upstream's reader takes it) and avatar (the URL its
 * upload through `/infra/file/upload` answered). The rules are the own profile's
 * (`updateMyProfileInfo`): the same command does the write.
 */
export class UpdateProfileDto extends ProfileBasicsDto {
  @ValidateIf((_, v) => v !== undefined)
  @IsString({ message: 'avatar 必须是字符串' })
  @MaxLength(512, { message: 'avatar 不能超过 512 个字符' })
  avatar?: string;
}
