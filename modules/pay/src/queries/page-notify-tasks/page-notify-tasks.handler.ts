import type { FilterQuery } from '@mikro-orm/core';
import { PayNotifyTask } from '../../domain/pay-notify.entity';
import { pageNamingApps, toNotifyTaskVO } from '../../infrastructure/pay.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PagePayNotifyTasksQuery } from './page-notify-tasks.query';

@QueryHandler(PagePayNotifyTasksQuery)
export class PagePayNotifyTasksHandler implements IQueryHandler<PagePayNotifyTasksQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PagePayNotifyTasksQuery) {
    const em = this.em.fork();
    const where: FilterQuery<PayNotifyTask> = { tenantId };
    if (filter.appId !== undefined) where.appId = filter.appId;
    if (filter.type !== undefined) where.type = filter.type as PayNotifyTask['type'];
    if (filter.dataId !== undefined) where.dataId = filter.dataId;
    if (filter.status !== undefined) where.status = filter.status as PayNotifyTask['status'];
    if (filter.merchantOrderId) where.merchantOrderId = filter.merchantOrderId;
    if (filter.merchantRefundId) where.merchantRefundId = filter.merchantRefundId;
    const created = filter.createTimeCondition();
    if (created) where.createTime = created;
    return pageNamingApps(em, PayNotifyTask, tenantId, where, filter, toNotifyTaskVO);
  }
}
