import { Query } from '@nestjs/cqrs';
import type { JobLogVO, PageResult } from '@dha/contracts';
import type { JobLogPageDto } from './page-job-logs.dto';
/** A page of the job log, newest first. */
export class PageJobLogsQuery extends Query<PageResult<JobLogVO>> {
  constructor(readonly filter: JobLogPageDto) {
    super();
  }
}
