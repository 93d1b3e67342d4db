import { PayOrder } from '../../domain/pay-order.entity';
import { orderFilter, toOrderVO, pageNamingApps } from '../../infrastructure/pay.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PagePayOrdersQuery } from './page-orders.query';

@QueryHandler(PagePayOrdersQuery)
export class PagePayOrdersHandler implements IQueryHandler<PagePayOrdersQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ tenantId, filter }: PagePayOrdersQuery) {
    return pageNamingApps(this.em.fork(), PayOrder, tenantId, orderFilter(tenantId, filter), filter, (r, appName) => ({
      ...toOrderVO(r),
      appName,
    }));
  }
}
