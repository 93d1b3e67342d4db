import type { DictDataVO, PageResult } from '@dha/contracts';
import type { DictDataPageDto } from './page-dict-data.dto';
import { Query } from '@nestjs/cqrs';

/** A page of dictionary entries, by type then sort. */
export class PageDictDataQuery extends Query<PageResult<DictDataVO>> {
  constructor(readonly filter: DictDataPageDto) {
    super();
  }
}
