import type { DictDataVO, PageResult } from '@dha/contracts';
import { pageOf, pageWindow } from '@dha/server-core';
import { findDictData } from '../../infrastructure/dict.read-model';

import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PageDictDataQuery } from './page-dict-data.query';

@QueryHandler(PageDictDataQuery)
export class PageDictDataHandler implements IQueryHandler<PageDictDataQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: PageDictDataQuery): Promise<PageResult<DictDataVO>> {
    return pageOf(...(await findDictData(this.em.fork(), filter, pageWindow(filter))));
  }
}
