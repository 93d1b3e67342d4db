import type { ApiErrorLogVO, PageResult } from '@dha/contracts';
import { pageOf, pageWindow } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findApiErrorLogs } from '../../infrastructure/api-logs/api-log.read-model';
import { PageApiErrorLogsQuery } from './page-api-error-logs.query';

@QueryHandler(PageApiErrorLogsQuery)
export class PageApiErrorLogsHandler implements IQueryHandler<PageApiErrorLogsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: PageApiErrorLogsQuery): Promise<PageResult<ApiErrorLogVO>> {
    return pageOf(...(await findApiErrorLogs(this.em.fork(), filter, pageWindow(filter))));
  }
}
