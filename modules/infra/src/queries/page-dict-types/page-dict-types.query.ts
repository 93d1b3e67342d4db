import type { DictTypeVO, PageResult } from '@dha/contracts';
import type { DictTypePageDto } from './page-dict-types.dto';
import { Query } from '@nestjs/cqrs';

/** A page of dictionary types, newest first. */
export class PageDictTypesQuery extends Query<PageResult<DictTypeVO>> {
  constructor(readonly filter: DictTypePageDto) {
    super();
  }
}
