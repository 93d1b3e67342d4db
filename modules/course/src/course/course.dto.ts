import { ClassStatus, type ClassStatusValue } from '@dha/contracts';
import { PageParamDto } from '@dha/server-core';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { QueryBoolean, QueryInt, QueryIntRange } from '@dha/server-core';

/** epoch ms between 1970 and year 2200 */
const MAX_EPOCH_MS = 7_258_118_400_000;
const QUOTA_MAX = 100_000;
const CLASS_STATUSES = Object.values(ClassStatus);

export class CourseSessionDto {
  /** echoed back by editors; sessions are replaced as a whole */
  @IsOptional()
  @IsInt()
  @Min(1)
  id?: number;

  @IsString()
  @MaxLength(100)
  title!: string;

  @IsInt()
  @Min(0)
  @Max(MAX_EPOCH_MS)
  startTime!: number;

  @IsInt()
  @Min(0)
  @Max(MAX_EPOCH_MS)
  endTime!: number;
}

export class CourseCreateDto {
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

  @IsOptional()
  @IsString()
  @MaxLength(50)
  recruitmentType?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(200_000)
  description?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  @Matches(/^(https?:\/\/|\/)[^\s"'<>]*$|^$/, { message: 'coverUrl 必须是 http(s) 地址或以 / 开头的路径' })
  coverUrl?: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  locationId?: number | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(2_147_483_647, { each: true })
  teacherIds?: number[];

  @IsInt()
  @Min(0)
  @Max(MAX_EPOCH_MS)
  startTime!: number;

  @IsInt()
  @Min(0)
  @Max(MAX_EPOCH_MS)
  endTime!: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => CourseSessionDto)
  sessions?: CourseSessionDto[];

  @IsInt()
  @Min(0)
  @Max(MAX_EPOCH_MS)
  signupStartTime!: number;

  @IsInt()
  @Min(0)
  @Max(MAX_EPOCH_MS)
  signupEndTime!: number;

  @IsInt()
  @Min(0)
  @Max(QUOTA_MAX)
  formalStudentQuota!: number;

  @IsInt()
  @Min(0)
  @Max(QUOTA_MAX)
  candidateStudentQuota!: number;

  @IsInt()
  @Min(0)
  @Max(QUOTA_MAX)
  formalVolunteerQuota!: number;

  @IsInt()
  @Min(0)
  @Max(QUOTA_MAX)
  candidateVolunteerQuota!: number;

  /** cents */
  @IsInt()
  @Min(0)
  @Max(100_000_000)
  fee!: number;

  @IsOptional()
  @IsBoolean()
  needTeacherAudit?: boolean;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(720)
  replyDeadlineHours?: number;

  @IsOptional()
  @IsIn(CLASS_STATUSES)
  status?: ClassStatusValue;

  @IsOptional()
  @IsBoolean()
  published?: boolean;
}

export class CourseUpdateDto extends CourseCreateDto {
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id!: number;
}

export class CourseUpdateStatusDto {
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id!: number;

  @IsIn(CLASS_STATUSES)
  status!: ClassStatusValue;
}

export class CoursePageDto extends PageParamDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  code?: string;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  type?: string;

  @IsOptional()
  @QueryInt()
  @IsIn(CLASS_STATUSES)
  status?: ClassStatusValue;

  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  published?: boolean;

  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  teacherId?: number;

  /** [from, to] epoch ms (repeated `startTime` keys or `from,to`) */
  @IsOptional()
  @QueryIntRange()
  @IsArray()
  @ArrayMaxSize(2)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(MAX_EPOCH_MS, { each: true })
  startTime?: number[];
}

export class ClientCoursePageDto extends PageParamDto {
  @IsOptional()
  @IsString()
  @MaxLength(50)
  type?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  keyword?: string;

  @IsOptional()
  @QueryInt()
  @IsIn(CLASS_STATUSES)
  status?: ClassStatusValue;
}
