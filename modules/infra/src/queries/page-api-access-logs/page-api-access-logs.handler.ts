import type { ApiAccessLogVO, PageResult } from '@dha/contracts';
import { pageOf, pageWindow } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findApiAccessLogs } from '../../infrastructure/api-logs/api-log.read-model';
import { PageApiAccessLogsQuery } from './page-api-access-logs.query';

@QueryHandler(PageApiAccessLogsQuery)
export class PageApiAccessLogsHandler implements IQueryHandler<PageApiAccessLogsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: PageApiAccessLogsQuery): Promise<PageResult<ApiAccessLogVO>> {
    return pageOf(...(await findApiAccessLogs(this.em.fork(), filter, pageWindow(filter))));
  }
}
