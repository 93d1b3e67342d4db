import type { JobVO, PageResult } from '@dha/contracts';
import { pageOf, pageWindow } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findJobs } from '../../infrastructure/jobs/job-log.repository';
import { PageJobsQuery } from './page-jobs.query';

@QueryHandler(PageJobsQuery)
export class PageJobsHandler implements IQueryHandler<PageJobsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: PageJobsQuery): Promise<PageResult<JobVO>> {
    return pageOf(...(await findJobs(this.em.fork(), filter, pageWindow(filter))));
  }
}
