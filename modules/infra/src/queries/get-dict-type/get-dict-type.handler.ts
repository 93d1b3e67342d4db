import type { DictTypeVO } from '@dha/contracts';
import { toDictTypeVO } from '../../infrastructure/dict.read-model';
import { getDictType } from '../../infrastructure/dict.repository';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetDictTypeQuery } from './get-dict-type.query';

@QueryHandler(GetDictTypeQuery)
export class GetDictTypeHandler implements IQueryHandler<GetDictTypeQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetDictTypeQuery): Promise<DictTypeVO> {
    return toDictTypeVO(await getDictType(this.em.fork(), id));
  }
}
