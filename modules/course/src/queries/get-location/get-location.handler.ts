import type { LocationVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toLocationVO } from '../../infrastructure/location.read-model';
import { getLocation } from '../../infrastructure/location.repository';
import { GetLocationQuery } from './get-location.query';

@QueryHandler(GetLocationQuery)
export class GetLocationHandler implements IQueryHandler<GetLocationQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetLocationQuery): Promise<LocationVO> {
    return toLocationVO(await getLocation(this.em.fork(), tenantId, id));
  }
}
