import type { FileVO, PageResult } from '@dha/contracts';
import { pageOf, pageWindow } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findFiles } from '../../infrastructure/files/file.repository';
import { PageFilesQuery } from './page-files.query';

@QueryHandler(PageFilesQuery)
export class PageFilesHandler implements IQueryHandler<PageFilesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: PageFilesQuery): Promise<PageResult<FileVO>> {
    return pageOf(...(await findFiles(this.em.fork(), filter, pageWindow(filter))));
  }
}
