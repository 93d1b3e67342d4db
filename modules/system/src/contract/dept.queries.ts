import type { DeptSimpleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** The enabled departments (id, name, parentId) in sort order: pickers, and other modules checking a department id. */
export class ListEnabledDeptsQuery extends Query<DeptSimpleVO[]> {
  constructor(readonly tenantId: number) {
    super();
  }
}
