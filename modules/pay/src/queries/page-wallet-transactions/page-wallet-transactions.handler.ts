import { PayUserType } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import { PayWallet, PayWalletTransaction } from '../../domain/pay-wallet.entity';
import { toWalletTransactionVO } from '../../infrastructure/pay.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PagePayWalletTransactionsQuery } from './page-wallet-transactions.query';

@QueryHandler(PagePayWalletTransactionsQuery)
export class PagePayWalletTransactionsHandler implements IQueryHandler<PagePayWalletTransactionsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PagePayWalletTransactionsQuery) {
    const em = this.em.fork();
    const where: FilterQuery<PayWalletTransaction> = { tenantId };
    if (filter.walletId !== undefined) where.walletId = filter.walletId;
    else if (filter.userId !== undefined) {
      const wallet = await em.findOne(PayWallet, { tenantId, userId: filter.userId, userType: filter.userType ?? PayUserType.MEMBER });
      if (!wallet) return pageOf([], 0);
      where.walletId = wallet.id;
    }
    const created = filter.createTimeCondition();
    if (created) where.createTime = created;
    const [rows, total] = await em.findAndCount(PayWalletTransaction, where, {
      orderBy: { id: 'desc' },
      limit: filter.pageSize,
      offset: filter.offset,
    });
    return pageOf(rows.map(toWalletTransactionVO), total);
  }
}
