import { Query } from '@nestjs/cqrs';
import type { JobLogPageDto } from '../page-job-logs/page-job-logs.dto';
/** The job log of a filter as a workbook. */
export class ExportJobLogsQuery extends Query<Buffer> {
  constructor(readonly filter: JobLogPageDto) {
    super();
  }
}
