import type { PayRefundDetailVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** One refund with its app's name and its order's subject. */
export class GetPayRefundQuery extends Query<PayRefundDetailVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
