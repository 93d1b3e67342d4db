import { Query } from '@nestjs/cqrs';
import type { LoginLogFilter } from '../../infrastructure/log.read-model';

/** The login-log rows matching the page filters (every page, newest first) as an xlsx workbook. */
export class ExportLoginLogsQuery extends Query<Buffer> {
  constructor(
    readonly tenantId: number,
    readonly filter: LoginLogFilter,
  ) {
    super();
  }
}
