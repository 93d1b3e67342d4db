import type { DictTypeSimpleVO } from '@dha/contracts';
import { allDictTypes } from '../../infrastructure/dict.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListDictTypesQuery } from './list-dict-types.query';

@QueryHandler(ListDictTypesQuery)
export class ListDictTypesHandler implements IQueryHandler<ListDictTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<DictTypeSimpleVO[]> {
    return allDictTypes(this.em.fork());
  }
}
