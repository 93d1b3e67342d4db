import type { LocationVO, PageResult } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { pageLocations } from '../../infrastructure/location.read-model';
import { PageLocationsQuery } from './page-locations.query';

@QueryHandler(PageLocationsQuery)
export class PageLocationsHandler implements IQueryHandler<PageLocationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PageLocationsQuery): Promise<PageResult<LocationVO>> {
    return pageOf(...(await pageLocations(this.em.fork(), tenantId, filter)));
  }
}
