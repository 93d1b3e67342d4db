import type { ApiErrorLogVO, PageResult } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { ApiErrorLogPageDto } from './page-api-error-logs.dto';

/** A page of the error log, newest first. */
export class PageApiErrorLogsQuery extends Query<PageResult<ApiErrorLogVO>> {
  constructor(readonly filter: ApiErrorLogPageDto) {
    super();
  }
}
