import type { ApiErrorLogVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { getApiErrorLog, toApiErrorLogVO } from '../../infrastructure/api-logs/api-log.read-model';
import { GetApiErrorLogQuery } from './get-api-error-log.query';

@QueryHandler(GetApiErrorLogQuery)
export class GetApiErrorLogHandler implements IQueryHandler<GetApiErrorLogQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetApiErrorLogQuery): Promise<ApiErrorLogVO> {
    return toApiErrorLogVO(await getApiErrorLog(this.em.fork(), id));
  }
}
