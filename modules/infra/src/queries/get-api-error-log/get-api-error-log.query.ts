import type { ApiErrorLogVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** One error-log row. */
export class GetApiErrorLogQuery extends Query<ApiErrorLogVO> {
  constructor(readonly id: number) {
    super();
  }
}
