import type { FileConfigVO, PageResult } from '@dha/contracts';
import { pageOf, pageWindow } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findFileConfigs } from '../../infrastructure/files/file.repository';
import { PageFileConfigsQuery } from './page-file-configs.query';

@QueryHandler(PageFileConfigsQuery)
export class PageFileConfigsHandler implements IQueryHandler<PageFileConfigsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: PageFileConfigsQuery): Promise<PageResult<FileConfigVO>> {
    return pageOf(...(await findFileConfigs(this.em.fork(), filter, pageWindow(filter))));
  }
}
