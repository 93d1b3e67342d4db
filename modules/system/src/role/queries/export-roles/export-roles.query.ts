import { Query } from '@nestjs/cqrs';
import type { RoleFilter } from '../../infrastructure/role.read-model';

export class ExportRolesQuery extends Query<Buffer> {
  constructor(
    readonly tenantId: number,
    readonly filter: RoleFilter,
  ) {
    super();
  }
}
