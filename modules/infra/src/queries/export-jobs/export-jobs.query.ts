import { Query } from '@nestjs/cqrs';
import type { JobPageDto } from '../page-jobs/page-jobs.dto';
/** The jobs of a filter as a workbook. */
export class ExportJobsQuery extends Query<Buffer> {
  constructor(readonly filter: JobPageDto) {
    super();
  }
}
