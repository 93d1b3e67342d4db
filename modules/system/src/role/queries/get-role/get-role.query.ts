import type { RoleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class GetRoleQuery extends Query<RoleVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
