import type { PageResult, PayRefundPageItemVO } from '@dha/contracts';
import type { PayRefundPageDto } from '../../http/pay-query.dto';
import { Query } from '@nestjs/cqrs';

/** The refunds of a tenant (upstream's filters), newest first, with their app's name. */
export class PagePayRefundsQuery extends Query<PageResult<PayRefundPageItemVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: PayRefundPageDto,
  ) {
    super();
  }
}
