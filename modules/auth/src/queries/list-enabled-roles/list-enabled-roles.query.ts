import type { RoleSimpleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class ListEnabledRolesQuery extends Query<RoleSimpleVO[]> {
  constructor(readonly tenantId: number) {
    super();
  }
}
