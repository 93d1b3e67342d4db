import { PayRefund } from '../../domain/pay-refund.entity';
import { refundFilter, toRefundVO, pageNamingApps } from '../../infrastructure/pay.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PagePayRefundsQuery } from './page-refunds.query';

@QueryHandler(PagePayRefundsQuery)
export class PagePayRefundsHandler implements IQueryHandler<PagePayRefundsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ tenantId, filter }: PagePayRefundsQuery) {
    return pageNamingApps(this.em.fork(), PayRefund, tenantId, refundFilter(tenantId, filter), filter, (r, appName) => ({
      ...toRefundVO(r),
      appName,
    }));
  }
}
