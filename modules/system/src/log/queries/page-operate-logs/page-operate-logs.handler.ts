import type { OperateLogVO, PageResult } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findOperateLogs } from '../../infrastructure/log.read-model';
import { PageOperateLogsQuery } from './page-operate-logs.query';

@QueryHandler(PageOperateLogsQuery)
export class PageOperateLogsHandler implements IQueryHandler<PageOperateLogsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PageOperateLogsQuery): Promise<PageResult<OperateLogVO>> {
    const criteria = { ...filter, createdFrom: filter.createdFrom, createdTo: filter.createdTo };
    return pageOf(...(await findOperateLogs(this.em, tenantId, criteria, { limit: filter.pageSize, offset: filter.offset })));
  }
}
