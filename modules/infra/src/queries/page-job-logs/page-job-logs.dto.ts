import { JobLogStatus, MAX_INT32 } from '@dha/contracts';
import { OptionalQueryIn, OptionalText, PageParamDto, QueryDateTime } from '@dha/server-core';
import { Type } from 'class-transformer';
import { IsDate, IsInt, IsOptional, Max, Min } from 'class-validator';

/** `/infra/job-log/page` and `/export-excel`: jobId?, handlerName?, beginTime? / endTime? (`yyyy-MM-dd HH:mm:ss`), status?. */
export class JobLogPageDto extends PageParamDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  jobId?: number;

  @OptionalText(64)
  handlerName?: string;

  /** runs that began at or after */
  @IsOptional()
  @QueryDateTime()
  @IsDate()
  beginTime?: Date;

  /** runs that ended at or before */
  @IsOptional()
  @QueryDateTime()
  @IsDate()
  endTime?: Date;

  @OptionalQueryIn(Object.values(JobLogStatus))
  status?: number;
}
