import { JobStatus, MAX_INT32 } from '@dha/contracts';
import { QueryInt } from '@dha/server-core';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** `POST /infra/job/create` (upstream JobSaveReqVO). */
export class JobCreateDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  name!: string;

  @IsString()
  @MaxLength(64)
  @Matches(/^[A-Za-z][A-Za-z0-9_.-]*$/, { message: 'handlerName 只能包含字母、数字和 _ . -，以字母开头' })
  handlerName!: string;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  handlerParam?: string | null;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  cronExpression!: string;

  @IsInt()
  @Min(0)
  @Max(20)
  retryCount!: number;

  /** ms between attempts (at most a day) */
  @IsInt()
  @Min(0)
  @Max(86_400_000)
  retryInterval!: number;

  /** ms an attempt may run (0 or absent: no limit; at most a day) */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(86_400_000)
  monitorTimeout?: number | null;
}

/** `PUT /infra/job/update`. */
export class JobUpdateDto extends JobCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}

/** `PUT /infra/job/update-status?id&status` (only 1 NORMAL or 2 STOP are accepted by the handler). */
export class JobStatusQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;

  @QueryInt()
  @IsIn(Object.values(JobStatus))
  status!: number;
}

/** How many next run times to answer (1–20, default 5). */
class NextTimesCountDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(20)
  count: number = 5;
}

/** `GET /infra/job/get_next_times?id&count=5`. */
export class JobNextTimesQueryDto extends NextTimesCountDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}

/** ours: `GET /infra/job/preview-next-times?cronExpression&count` (the form's check before saving). */
export class CronPreviewQueryDto extends NextTimesCountDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  cronExpression!: string;
}
