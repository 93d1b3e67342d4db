import type { PayOrderVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * One order of the tenant (the cashier's poll): with `sync`, a waiting order's attempts are asked of
 * their channels first (quietly: a channel that does not answer changes nothing). `ownerId`: the
 * caller may see only their own orders (the client area); others are "not found".
 */
export class GetPayOrderForCallerQuery extends Query<PayOrderVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
    readonly sync: boolean,
    readonly ownerId: number | null,
  ) {
    super();
  }
}
