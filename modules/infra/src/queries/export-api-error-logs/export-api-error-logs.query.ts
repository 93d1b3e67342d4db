import { Query } from '@nestjs/cqrs';
import type { ApiErrorLogPageDto } from '../page-api-error-logs/page-api-error-logs.dto';

/** The error log of a filter as a workbook. */
export class ExportApiErrorLogsQuery extends Query<Buffer> {
  constructor(readonly filter: ApiErrorLogPageDto) {
    super();
  }
}
