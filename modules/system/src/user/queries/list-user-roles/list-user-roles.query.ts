import { Query } from '@nestjs/cqrs';

/** The role ids a user holds (`GET /system/permission/list-user-roles`). */
export class ListUserRolesQuery extends Query<number[]> {
  constructor(
    readonly tenantId: number,
    readonly userId: number,
  ) {
    super();
  }
}
