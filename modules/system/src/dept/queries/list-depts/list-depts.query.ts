import type { DeptVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { DeptFilter } from '../../infrastructure/dept.read-model';

/** Every department matching the filter, flat in sort order. */
export class ListDeptsQuery extends Query<DeptVO[]> {
  constructor(
    readonly tenantId: number,
    readonly filter: DeptFilter,
  ) {
    super();
  }
}
