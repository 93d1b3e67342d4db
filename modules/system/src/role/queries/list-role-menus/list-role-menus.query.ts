import { Query } from '@nestjs/cqrs';

/** The menu ids a role of the tenant holds (ROLE_NOT_EXISTS for another tenant's role). */
export class ListRoleMenusQuery extends Query<number[]> {
  constructor(
    readonly tenantId: number,
    readonly roleId: number,
  ) {
    super();
  }
}
