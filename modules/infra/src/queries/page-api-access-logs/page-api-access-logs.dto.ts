import { MAX_INT32 } from '@dha/contracts';
import { CreateTimePageDto, OptionalQueryIn, OptionalText } from '@dha/server-core';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `/infra/api-access-log/page` and `/export-excel`: userId?, userType?, applicationName?, requestUrl? (contains), duration? (≥ ms), resultCode?, createTime[]?. */
export class ApiAccessLogPageDto extends CreateTimePageDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  userId?: number;

  @OptionalQueryIn([0, 1, 2])
  userType?: number;

  @OptionalText(50)
  applicationName?: string;

  @OptionalText(500)
  requestUrl?: string;

  /** at least this many ms */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_INT32)
  duration?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(-MAX_INT32)
  @Max(MAX_INT32)
  resultCode?: number;
}
