import { ApiErrorLogProcessStatus } from '@dha/contracts';
import { OptionalQueryIn } from '@dha/server-core';
import { ApiLogPageDto } from '../page-api-access-logs/page-api-access-logs.dto';

/** `/infra/api-error-log/page` and `/export-excel`: the API log filters and processStatus?. */
export class ApiErrorLogPageDto extends ApiLogPageDto {
  @OptionalQueryIn(Object.values(ApiErrorLogProcessStatus))
  processStatus?: number;
}
