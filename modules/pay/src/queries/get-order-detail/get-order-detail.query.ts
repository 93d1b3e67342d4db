import type { PayOrderDetailVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** One order with its app's name and the paid attempt's number and callback data (the detail dialog). */
export class GetPayOrderDetailQuery extends Query<PayOrderDetailVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
