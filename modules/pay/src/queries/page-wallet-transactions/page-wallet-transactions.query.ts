import type { PageResult, PayWalletTransactionVO } from '@dha/contracts';
import type { PayWalletTransactionPageDto } from '../../http/pay-query.dto';
import { Query } from '@nestjs/cqrs';

/** The transactions of a wallet (by its id, or its owner), newest first. */
export class PagePayWalletTransactionsQuery extends Query<PageResult<PayWalletTransactionVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: PayWalletTransactionPageDto,
  ) {
    super();
  }
}
