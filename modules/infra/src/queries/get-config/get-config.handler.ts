import type { ConfigVO } from '@dha/contracts';
import { toConfigVO } from '../../infrastructure/config.read-model';
import { getConfig } from '../../infrastructure/config.repository';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetConfigQuery } from './get-config.query';

@QueryHandler(GetConfigQuery)
export class GetConfigHandler implements IQueryHandler<GetConfigQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetConfigQuery): Promise<ConfigVO> {
    return toConfigVO(await getConfig(this.em.fork(), id));
  }
}
