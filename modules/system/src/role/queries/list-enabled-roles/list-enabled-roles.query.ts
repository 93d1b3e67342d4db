import type { RoleSimpleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class ListEnabledRolesQuery extends Query<RoleSimpleVO[]> {
  /** the roles a picker offers: super_admin only to a caller who holds it (only they may grant it) */
  constructor(
    readonly tenantId: number,
    readonly callerIsSuperAdmin: boolean,
  ) {
    super();
  }
}
