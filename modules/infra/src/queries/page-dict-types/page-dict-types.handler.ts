import type { DictTypeVO, PageResult } from '@dha/contracts';
import { pageOf, pageWindow } from '@dha/server-core';
import { findDictTypes } from '../../infrastructure/dict.read-model';

import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PageDictTypesQuery } from './page-dict-types.query';

@QueryHandler(PageDictTypesQuery)
export class PageDictTypesHandler implements IQueryHandler<PageDictTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: PageDictTypesQuery): Promise<PageResult<DictTypeVO>> {
    return pageOf(...(await findDictTypes(this.em.fork(), filter, pageWindow(filter))));
  }
}
