import type { DeptSimpleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** The enabled departments (id, name, parentId) in sort order, for pickers. */
export class ListEnabledDeptsQuery extends Query<DeptSimpleVO[]> {
  constructor(readonly tenantId: number) {
    super();
  }
}
