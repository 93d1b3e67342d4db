import type { PageResult, PayOrderPageItemVO } from '@dha/contracts';
import type { PayOrderPageDto } from '../../http/pay-query.dto';
import { Query } from '@nestjs/cqrs';

/** The orders of a tenant (upstream's filters), newest first, with their app's name. */
export class PagePayOrdersQuery extends Query<PageResult<PayOrderPageItemVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: PayOrderPageDto,
  ) {
    super();
  }
}
