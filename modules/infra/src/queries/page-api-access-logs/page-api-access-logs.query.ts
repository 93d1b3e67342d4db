import type { ApiAccessLogVO, PageResult } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { ApiAccessLogPageDto } from './page-api-access-logs.dto';

/** A page of the access log, newest first. */
export class PageApiAccessLogsQuery extends Query<PageResult<ApiAccessLogVO>> {
  constructor(readonly filter: ApiAccessLogPageDto) {
    super();
  }
}
