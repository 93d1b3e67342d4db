import type { PageResult, RoleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { RolePageDto } from './page-roles.dto';

export class PageRolesQuery extends Query<PageResult<RoleVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: RolePageDto,
  ) {
    super();
  }
}
