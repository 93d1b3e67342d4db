import type { DictTypePageDto } from '../page-dict-types/page-dict-types.dto';
import { Query } from '@nestjs/cqrs';

/** The dictionary types of the page filter as an xlsx workbook. */
export class ExportDictTypesQuery extends Query<Buffer> {
  constructor(readonly filter: DictTypePageDto) {
    super();
  }
}
