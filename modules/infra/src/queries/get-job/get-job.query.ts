import { Query } from '@nestjs/cqrs';
import type { JobVO } from '@dha/contracts';
/** One job. */
export class GetJobQuery extends Query<JobVO> {
  constructor(readonly id: number) {
    super();
  }
}
