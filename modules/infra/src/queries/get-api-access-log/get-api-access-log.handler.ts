import type { ApiAccessLogVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { getApiAccessLog, toApiAccessLogVO } from '../../infrastructure/api-logs/api-log.read-model';
import { GetApiAccessLogQuery } from './get-api-access-log.query';

@QueryHandler(GetApiAccessLogQuery)
export class GetApiAccessLogHandler implements IQueryHandler<GetApiAccessLogQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetApiAccessLogQuery): Promise<ApiAccessLogVO> {
    return toApiAccessLogVO(await getApiAccessLog(this.em.fork(), id));
  }
}
