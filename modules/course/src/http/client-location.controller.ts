import type { LocationVO } from '@dha/contracts';
import { Public } from '@dha/server-core';
import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListLocationsQuery } from '../queries/list-locations/list-locations.query';
import { HeaderTenantId } from './tenant-header';

/** `/client/location/list`: the centres with traffic directions, for /client/traffic. */
@Controller('client/location')
export class ClientLocationController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('list')
  @Public()
  list(@HeaderTenantId() tenantId: number): Promise<LocationVO[]> {
    return this.queryBus.execute(new ListLocationsQuery(tenantId, false)) as Promise<LocationVO[]>;
  }
}
