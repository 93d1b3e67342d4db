import { CommonStatus, MAX_INT32, MOBILE_PATTERN, USERNAME_PATTERN, type UserSaveReq } from '@dha/contracts';
import { CreateTimePageDto, IdBodyDto, OptionalQueryIn, OptionalText, QueryBoolean, QueryInt, trim, trimToNull } from '@dha/server-core';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsAcceptablePassword } from '@dha/server-core';
import type { UserFilter } from '../infrastructure/user-admin.read-model';

/** Most posts or roles one user is given in one call. */
const MAX_LINKS = 20;

/** The account fields create and update share. */
class UserFieldsDto {
  @Transform(trim)
  @IsString()
  @Matches(USERNAME_PATTERN, { message: 'username 必须是 4-30 位字母或数字' })
  username!: string;

  @Transform(trim)
  @IsString()
  @Length(1, 30)
  nickname!: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  deptId?: number | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LINKS)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_INT32, { each: true })
  postIds?: number[];

  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(50)
  @IsEmail({}, { message: 'email 邮箱格式不正确' })
  email?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @Matches(MOBILE_PATTERN, { message: 'mobile 手机号码格式不正确' })
  mobile?: string | null;

  /** dictionary system_user_sex (0 unknown, 1 male, 2 female) */
  @IsOptional()
  @IsIn([0, 1, 2])
  sex?: number | null;

  @OptionalText(500)
  remark?: string | null;
}

/** `POST /system/user/create` body. */
export class UserCreateDto extends UserFieldsDto implements UserSaveReq {
  @IsAcceptablePassword()
  password!: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LINKS)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_INT32, { each: true })
  roleIds?: number[];
}

/** `PUT /system/user/update` body (no password: it has calls of its own). */
export class UserUpdateDto extends UserFieldsDto implements UserSaveReq {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}

/** `PUT /system/user/update-status` body. */
export class UserStatusDto extends IdBodyDto {
  @IsIn(Object.values(CommonStatus))
  status!: number;
}

/** `POST /system/permission/assign-user-role` body (an empty list takes every role away). */
export class AssignUserRoleDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  userId!: number;

  @IsArray()
  @ArrayMaxSize(MAX_LINKS)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_INT32, { each: true })
  roleIds!: number[];
}

/** `GET /system/permission/list-user-roles?userId=`. */
export class UserIdQueryDto {
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  userId!: number;
}

/** `GET /system/user/page` (and export-excel, which ignores the page) filters. */
export class UserPageDto extends CreateTimePageDto {
  @OptionalText(30)
  username?: string;

  @OptionalText(30)
  nickname?: string;

  @OptionalText(11)
  mobile?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;

  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  deptId?: number;

  toFilter(): UserFilter {
    return {
      username: this.username,
      nickname: this.nickname,
      mobile: this.mobile,
      status: this.status,
      deptId: this.deptId,
      createTime: this.createTimeCondition(),
    };
  }
}

/** `POST /system/user/import?updateSupport=&dryRun=` flags (the file is the multipart part `file`). */
export class UserImportQueryDto {
  /** existing usernames are updated (else refused) */
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  updateSupport: boolean = false;

  /** check and report only: nothing is written */
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  dryRun: boolean = false;
}
