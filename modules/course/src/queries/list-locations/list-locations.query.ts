import type { LocationSimpleVO, LocationVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** Enabled centres in sort order; `simple` answers only id and name. */
export class ListLocationsQuery extends Query<LocationVO[] | LocationSimpleVO[]> {
  constructor(
    readonly tenantId: number,
    readonly simple: boolean,
  ) {
    super();
  }
}
