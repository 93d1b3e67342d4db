import type { PageResult, PayWalletVO } from '@dha/contracts';
import type { PayWalletPageDto } from '../../http/pay-query.dto';
import { Query } from '@nestjs/cqrs';

/** The wallets of a tenant with their owners' names, newest first. */
export class PagePayWalletsQuery extends Query<PageResult<PayWalletVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: PayWalletPageDto,
  ) {
    super();
  }
}
