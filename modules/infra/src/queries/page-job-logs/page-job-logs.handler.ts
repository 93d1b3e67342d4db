import type { JobLogVO, PageResult } from '@dha/contracts';
import { pageOf, pageWindow } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findJobLogs } from '../../infrastructure/jobs/job-log.repository';
import { PageJobLogsQuery } from './page-job-logs.query';

@QueryHandler(PageJobLogsQuery)
export class PageJobLogsHandler implements IQueryHandler<PageJobLogsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: PageJobLogsQuery): Promise<PageResult<JobLogVO>> {
    return pageOf(...(await findJobLogs(this.em.fork(), filter, pageWindow(filter))));
  }
}
