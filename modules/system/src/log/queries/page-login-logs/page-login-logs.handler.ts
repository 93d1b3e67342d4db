import type { LoginLogVO, PageResult } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findLoginLogs } from '../../infrastructure/log.read-model';
import { PageLoginLogsQuery } from './page-login-logs.query';

@QueryHandler(PageLoginLogsQuery)
export class PageLoginLogsHandler implements IQueryHandler<PageLoginLogsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PageLoginLogsQuery): Promise<PageResult<LoginLogVO>> {
    const criteria = { ...filter, createdFrom: filter.createdFrom, createdTo: filter.createdTo };
    return pageOf(...(await findLoginLogs(this.em, tenantId, criteria, { limit: filter.pageSize, offset: filter.offset })));
  }
}
