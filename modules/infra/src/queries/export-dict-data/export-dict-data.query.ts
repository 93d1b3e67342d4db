import type { DictDataPageDto } from '../page-dict-data/page-dict-data.dto';
import { Query } from '@nestjs/cqrs';

/** The dictionary entries of the page filter as an xlsx workbook. */
export class ExportDictDataQuery extends Query<Buffer> {
  constructor(readonly filter: DictDataPageDto) {
    super();
  }
}
