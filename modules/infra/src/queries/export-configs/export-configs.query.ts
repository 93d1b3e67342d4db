import type { ConfigPageDto } from '../page-configs/page-configs.dto';
import { Query } from '@nestjs/cqrs';

/** The configuration parameters of the page filter as an xlsx workbook. */
export class ExportConfigsQuery extends Query<Buffer> {
  constructor(readonly filter: ConfigPageDto) {
    super();
  }
}
