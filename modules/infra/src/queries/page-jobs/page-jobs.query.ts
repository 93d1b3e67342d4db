import { Query } from '@nestjs/cqrs';
import type { JobVO, PageResult } from '@dha/contracts';
import type { JobPageDto } from './page-jobs.dto';
/** A page of jobs (with their last run), in id order. */
export class PageJobsQuery extends Query<PageResult<JobVO>> {
  constructor(readonly filter: JobPageDto) {
    super();
  }
}
