import { Query } from '@nestjs/cqrs';
import type { ApiAccessLogPageDto } from '../page-api-access-logs/page-api-access-logs.dto';

/** The access log of a filter as a workbook. */
export class ExportApiAccessLogsQuery extends Query<Buffer> {
  constructor(readonly filter: ApiAccessLogPageDto) {
    super();
  }
}
