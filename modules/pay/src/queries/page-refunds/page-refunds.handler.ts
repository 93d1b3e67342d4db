import { pageOf } from '@dha/server-core';
import { PayRefund } from '../../domain/pay-refund.entity';
import { appNames, refundFilter, toRefundVO } from '../../infrastructure/pay.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PagePayRefundsQuery } from './page-refunds.query';

@QueryHandler(PagePayRefundsQuery)
export class PagePayRefundsHandler implements IQueryHandler<PagePayRefundsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PagePayRefundsQuery) {
    const em = this.em.fork();
    const [rows, total] = await em.findAndCount(PayRefund, refundFilter(tenantId, filter), {
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
      rows.map((r) => ({ ...toRefundVO(r), appName: names.get(r.appId) ?? '' })),
      total,
    );
  }
}
