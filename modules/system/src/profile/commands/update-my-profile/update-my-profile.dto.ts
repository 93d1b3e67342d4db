import { QueryInt, trim, trimToNull } from '@dha/server-core';
import { MOBILE_PATTERN, NotifyMailKind, PHONE_PATTERN, type NotifyMailKindValue, type UpdateMyProfileReq } from '@dha/contracts';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';

const EARLIEST_BIRTHDAY = Date.UTC(1900, 0, 1);
const MAIL_KINDS: string[] = Object.values(NotifyMailKind);

/** An epoch-ms date after 1900 and before now. */
function IsPastEpochMs(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPastEpochMs',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isInteger(value) && value >= EARLIEST_BIRTHDAY && value < Date.now(),
        defaultMessage: () => '$property 必须是早于今天的日期（毫秒时间戳）',
      },
    },
    options,
  );
}

/**
 * The four fields every profile change takes (the own profile's, the upstream console's profile page,
 * the OAuth2 open API's `user/update`): an absent field stays, null or `""` clears email and mobile;
 * sex is checked against its dictionary by the command.
 */
export class ProfileBasicsDto {
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
}

/**
 * `PUT /system/user/updateMyProfileInfo`: every field optional; an absent field stays as it is,
 * null (or an empty string) clears it. Coded fields are checked against their dictionaries.
 */
export class UpdateMyProfileDto extends ProfileBasicsDto implements UpdateMyProfileReq {
  @ValidateIf((_, v) => v !== undefined)
  @IsString({ message: 'avatar 必须是字符串' })
  @MaxLength(512, { message: 'avatar 不能超过 512 个字符' })
  avatar?: string;

  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'realName 必须是字符串' })
  @MaxLength(30, { message: 'realName 不能超过 30 个字符' })
  realName?: string | null;

  @IsOptional()
  @IsPastEpochMs()
  birthday?: number | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'certificateType 必须是字符串' })
  @MaxLength(10, { message: 'certificateType 不能超过 10 个字符' })
  certificateType?: string | null;

  @IsOptional()
  @Transform((p) => {
    const v = trimToNull(p);
    return typeof v === 'string' ? v.toUpperCase() : v;
  })
  @IsString({ message: 'certificateNo 必须是字符串' })
  @MaxLength(30, { message: 'certificateNo 不能超过 30 个字符' })
  certificateNo?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'education 必须是字符串' })
  @MaxLength(32, { message: 'education 不能超过 32 个字符' })
  education?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'identity 必须是字符串' })
  @MaxLength(32, { message: 'identity 不能超过 32 个字符' })
  identity?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'workplace 必须是字符串' })
  @MaxLength(100, { message: 'workplace 不能超过 100 个字符' })
  workplace?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'address 必须是字符串' })
  @MaxLength(200, { message: 'address 不能超过 200 个字符' })
  address?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'emergencyContact 必须是字符串' })
  @MaxLength(30, { message: 'emergencyContact 不能超过 30 个字符' })
  emergencyContact?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'emergencyPhone 必须是字符串' })
  @MaxLength(20, { message: 'emergencyPhone 不能超过 20 个字符' })
  @Matches(PHONE_PATTERN, { message: 'emergencyPhone 电话号码格式不正确' })
  emergencyPhone?: string | null;

  /** the whole list of mail opt-ins; null clears it */
  @IsOptional()
  @IsArray({ message: 'mailNotify 必须是数组' })
  @ArrayMaxSize(MAIL_KINDS.length, { message: `mailNotify 最多 ${MAIL_KINDS.length} 项` })
  @IsIn(MAIL_KINDS, { each: true, message: `mailNotify 只能是 ${MAIL_KINDS.join('、')}` })
  mailNotify?: NotifyMailKindValue[] | null;
}
