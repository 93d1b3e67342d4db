import type { PayWalletVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** A person's wallet (made, empty, on first look). */
export class GetPayWalletQuery extends Query<PayWalletVO> {
  constructor(
    readonly tenantId: number,
    readonly userId: number,
  ) {
    super();
  }
}
