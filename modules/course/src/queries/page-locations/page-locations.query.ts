import type { LocationVO, PageResult } from '@dha/contracts';
import type { LocationPageDto } from './page-locations.dto';
import { Query } from '@nestjs/cqrs';

export class PageLocationsQuery extends Query<PageResult<LocationVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: LocationPageDto,
  ) {
    super();
  }
}
