import type { RoleSimpleVO } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Query } from '@nestjs/cqrs';

export class ListEnabledRolesQuery extends Query<RoleSimpleVO[]> {
  /**
   * The roles a picker offers: super_admin only to a caller who holds it (only they may grant it);
   * `grantable`: only the roles the caller may grant (the grant rule), for the role-assigning dialogs.
   */
  constructor(
    readonly caller: LoginUser,
    readonly grantable = false,
  ) {
    super();
  }
}
