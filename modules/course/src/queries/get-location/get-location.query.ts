import type { LocationVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class GetLocationQuery extends Query<LocationVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
