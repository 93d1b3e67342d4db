import { RoleCode, type RoleCodeValue, type UserSimpleListReq } from '@dha/contracts';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const USER_LOOKUP_LIMIT_DEFAULT = 20;
export const USER_LOOKUP_LIMIT_MAX = 50;
export const USER_LOOKUP_KEYWORD_MAX = 50;

/** `GET /system/user/simple-list` query (every field optional; unknown ones are ignored). */
export class ListUsersSimpleDto implements UserSimpleListReq {
  @IsOptional()
  @IsIn(Object.values(RoleCode))
  roleCode?: RoleCodeValue;

  /** trimmed; blank means no keyword */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @MaxLength(USER_LOOKUP_KEYWORD_MAX)
  @IsString() // class-validator runs the lowest decorator first: the type check before the length
  keyword?: string;

  @Type(() => Number)
  @Max(USER_LOOKUP_LIMIT_MAX)
  @Min(1)
  @IsInt()
  limit: number = USER_LOOKUP_LIMIT_DEFAULT;
}
