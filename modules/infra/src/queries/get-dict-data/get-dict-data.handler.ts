import type { DictDataVO } from '@dha/contracts';
import { toDictDataVO } from '../../infrastructure/dict.read-model';
import { getDictData } from '../../infrastructure/dict.repository';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetDictDataQuery } from './get-dict-data.query';

@QueryHandler(GetDictDataQuery)
export class GetDictDataHandler implements IQueryHandler<GetDictDataQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetDictDataQuery): Promise<DictDataVO> {
    return toDictDataVO(await getDictData(this.em.fork(), id));
  }
}
