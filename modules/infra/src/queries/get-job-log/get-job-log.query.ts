import { Query } from '@nestjs/cqrs';
import type { JobLogVO } from '@dha/contracts';
/** One job-log row. */
export class GetJobLogQuery extends Query<JobLogVO> {
  constructor(readonly id: number) {
    super();
  }
}
