import type { PayNotifyTaskDetailVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** One notify task with the log of its tries, newest first. */
export class GetPayNotifyTaskQuery extends Query<PayNotifyTaskDetailVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
