import { pageOf } from '@dha/server-core';
import { PayOrder } from '../../domain/pay-order.entity';
import { appNames, orderFilter, toOrderVO } from '../../infrastructure/pay.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PagePayOrdersQuery } from './page-orders.query';

@QueryHandler(PagePayOrdersQuery)
export class PagePayOrdersHandler implements IQueryHandler<PagePayOrdersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PagePayOrdersQuery) {
    const em = this.em.fork();
    const [rows, total] = await em.findAndCount(PayOrder, orderFilter(tenantId, filter), {
      orderBy: { id: 'desc' },
      limit: filter.pageSize,
      offset: filter.offset,
    });
    const names = await appNames(
      em,
      tenantId,
      rows.map((r) => r.appId),
    );
    return pageOf(
      rows.map((r) => ({ ...toOrderVO(r), appName: names.get(r.appId) ?? '' })),
      total,
    );
  }
}
