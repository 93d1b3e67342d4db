import { Query } from '@nestjs/cqrs';
import type { UserFilter } from '../../infrastructure/user-admin.read-model';

/** The users matching the list filters (every page) as an xlsx workbook. */
export class ExportUsersQuery extends Query<Buffer> {
  constructor(
    readonly tenantId: number,
    readonly filter: UserFilter,
  ) {
    super();
  }
}
