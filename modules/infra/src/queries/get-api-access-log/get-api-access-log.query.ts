import type { ApiAccessLogVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** One access-log row. */
export class GetApiAccessLogQuery extends Query<ApiAccessLogVO> {
  constructor(readonly id: number) {
    super();
  }
}
