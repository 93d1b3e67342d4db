import type { PayAppVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** One app of a tenant. */
export class GetPayAppQuery extends Query<PayAppVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
