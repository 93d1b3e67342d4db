import { containing, pageOf } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import { PayApp } from '../../domain/pay-app.entity';
import { channelCodesOf, toAppVO } from '../../infrastructure/pay.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PagePayAppsQuery } from './page-apps.query';

@QueryHandler(PagePayAppsQuery)
export class PagePayAppsHandler implements IQueryHandler<PagePayAppsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PagePayAppsQuery) {
    const em = this.em.fork();
    const where: FilterQuery<PayApp> = { tenantId };
    if (filter.name) where.name = containing(filter.name);
    if (filter.appKey) where.appKey = containing(filter.appKey);
    if (filter.status !== undefined) where.status = filter.status;
    const created = filter.createTimeCondition();
    if (created) where.createTime = created;
    const [rows, total] = await em.findAndCount(PayApp, where, { orderBy: { id: 'desc' }, limit: filter.pageSize, offset: filter.offset });
    const codes = await channelCodesOf(
      em,
      rows.map((r) => r.id),
    );
    return pageOf(
      rows.map((r) => ({ ...toAppVO(r), channelCodes: codes.get(r.id) ?? [] })),
      total,
    );
  }
}
