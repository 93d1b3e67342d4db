import { GetUsersQuery } from '@dha/system';
import { pageOf } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import { QueryBus } from '@nestjs/cqrs';
import { PayWallet } from '../../domain/pay-wallet.entity';
import { toWalletVO } from '../../infrastructure/pay.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PagePayWalletsQuery } from './page-wallets.query';

@QueryHandler(PagePayWalletsQuery)
export class PagePayWalletsHandler implements IQueryHandler<PagePayWalletsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ tenantId, filter }: PagePayWalletsQuery) {
    const em = this.em.fork();
    const where: FilterQuery<PayWallet> = { tenantId };
    if (filter.userId !== undefined) where.userId = filter.userId;
    if (filter.userType !== undefined) where.userType = filter.userType;
    const created = filter.createTimeCondition();
    if (created) where.createTime = created;
    const [rows, total] = await em.findAndCount(PayWallet, where, {
      orderBy: { id: 'desc' },
      limit: filter.pageSize,
      offset: filter.offset,
    });
    const users = new Map((await this.queryBus.execute(new GetUsersQuery(rows.map((r) => r.userId)))).map((u) => [u.id, u]));
    return pageOf(
      rows.map((r) => toWalletVO(r, users.get(r.userId))),
      total,
    );
  }
}
