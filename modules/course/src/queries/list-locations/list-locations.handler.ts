import type { LocationSimpleVO, LocationVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { enabledLocations, toLocationVO } from '../../infrastructure/location.read-model';
import { ListLocationsQuery } from './list-locations.query';

@QueryHandler(ListLocationsQuery)
export class ListLocationsHandler implements IQueryHandler<ListLocationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, simple }: ListLocationsQuery): Promise<LocationVO[] | LocationSimpleVO[]> {
    const rows = await enabledLocations(this.em.fork(), tenantId);
    return simple ? rows.map((l) => ({ id: l.id, name: l.name })) : rows.map(toLocationVO);
  }
}
