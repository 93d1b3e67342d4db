import type { PageResult, PayNotifyTaskVO } from '@dha/contracts';
import type { PayNotifyPageDto } from '../../http/pay-query.dto';
import { Query } from '@nestjs/cqrs';

/** The merchant notify tasks of a tenant, newest first. */
export class PagePayNotifyTasksQuery extends Query<PageResult<PayNotifyTaskVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: PayNotifyPageDto,
  ) {
    super();
  }
}
