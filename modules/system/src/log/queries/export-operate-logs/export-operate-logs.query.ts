import { Query } from '@nestjs/cqrs';
import type { OperateLogFilter } from '../../infrastructure/log.read-model';

/** The operation-log rows matching the page filters (every page, newest first) as an xlsx workbook. */
export class ExportOperateLogsQuery extends Query<Buffer> {
  constructor(
    readonly tenantId: number,
    readonly filter: OperateLogFilter,
  ) {
    super();
  }
}
