import { MAX_INT32 } from '@dha/contracts';
import { CreateTimePageDto, OptionalQueryIn, OptionalText } from '@dha/server-core';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The filters both API logs take: userId?, userType?, applicationName?, requestUrl? (contains), createTime[]?. */
export class ApiLogPageDto extends CreateTimePageDto {
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
}

/** `/infra/api-access-log/page` and `/export-excel`: those, and duration? (≥ ms), resultCode?. */
export class ApiAccessLogPageDto extends ApiLogPageDto {
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
