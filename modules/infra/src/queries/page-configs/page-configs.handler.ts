import type { ConfigVO, PageResult } from '@dha/contracts';
import { pageOf, pageWindow } from '@dha/server-core';
import { findConfigs } from '../../infrastructure/config.read-model';

import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PageConfigsQuery } from './page-configs.query';

@QueryHandler(PageConfigsQuery)
export class PageConfigsHandler implements IQueryHandler<PageConfigsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: PageConfigsQuery): Promise<PageResult<ConfigVO>> {
    return pageOf(...(await findConfigs(this.em.fork(), filter, pageWindow(filter))));
  }
}
