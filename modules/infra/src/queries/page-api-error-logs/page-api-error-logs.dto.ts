import { ApiErrorLogProcessStatus, MAX_INT32 } from '@dha/contracts';
import { CreateTimePageDto, OptionalQueryIn, OptionalText } from '@dha/server-core';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `/infra/api-error-log/page` and `/export-excel`: userId?, userType?, applicationName?, requestUrl?, processStatus?, createTime[]?. */
export class ApiErrorLogPageDto extends CreateTimePageDto {
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

  @OptionalQueryIn(Object.values(ApiErrorLogProcessStatus))
  processStatus?: number;
}
