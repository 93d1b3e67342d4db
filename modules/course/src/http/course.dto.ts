import { OptionalNotNull, OptionalText } from '@dha/server-core';
import { ClassStatus, MAX_INT32, type ClassStatusValue, type CourseSaveReq } from '@dha/contracts';
import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

/** epoch ms between 1970 and year 2200 */
export const MAX_EPOCH_MS = 7_258_118_400_000;
const QUOTA_MAX = 100_000;
export const CLASS_STATUSES = Object.values(ClassStatus);

/** An epoch-ms date field (listed bottom-up, as stacked decorators run). */
const EpochMs = () => applyDecorators(Max(MAX_EPOCH_MS), Min(0), IsInt());
/** A seat quota. */
const Quota = () => applyDecorators(Max(QUOTA_MAX), Min(0), IsInt());

export class CourseSessionDto {
  /** echoed back by editors; sessions are replaced as a whole */
  @IsOptional()
  @IsInt()
  @Min(1)
  id?: number;

  @IsString()
  @MaxLength(100)
  title!: string;

  @EpochMs()
  startTime!: number;

  @EpochMs()
  endTime!: number;
}

/** The body of create (and, with `id`, of update): the contract's `CourseSaveReq`. */
export class CourseCreateDto implements CourseSaveReq {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'code 只能包含字母、数字、- 和 _' })
  code!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  type!: string;

  @OptionalText(50)
  recruitmentType?: string | null;

  @OptionalText(200_000)
  description?: string;

  @OptionalText(500)
  @Matches(/^(https?:\/\/|\/)[^\s"'<>]*$|^$/, { message: 'coverUrl 必须是 http(s) 地址或以 / 开头的路径' })
  coverUrl?: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  locationId?: number | null;

  /** the owning department (data scopes go by it); create defaults to the creator's, update keeps it when absent */
  @OptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  deptId?: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_INT32, { each: true })
  teacherIds?: number[];

  @EpochMs()
  startTime!: number;

  @EpochMs()
  endTime!: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  // ValidateNested alone passes a list of empty lists: each session must be an object
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => CourseSessionDto)
  sessions?: CourseSessionDto[];

  @EpochMs()
  signupStartTime!: number;

  @EpochMs()
  signupEndTime!: number;

  @Quota()
  formalStudentQuota!: number;

  @Quota()
  candidateStudentQuota!: number;

  @Quota()
  formalVolunteerQuota!: number;

  @Quota()
  candidateVolunteerQuota!: number;

  /** cents */
  @IsInt()
  @Min(0)
  @Max(100_000_000)
  fee!: number;

  @OptionalNotNull()
  @IsBoolean()
  needTeacherAudit?: boolean;

  @OptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(720)
  replyDeadlineHours?: number;

  @OptionalNotNull()
  @IsIn(CLASS_STATUSES)
  status?: ClassStatusValue;

  @OptionalNotNull()
  @IsBoolean()
  published?: boolean;
}

export class CourseUpdateDto extends CourseCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}
