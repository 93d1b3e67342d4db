import type { DictDataVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** One dictionary entry. */
export class GetDictDataQuery extends Query<DictDataVO> {
  constructor(readonly id: number) {
    super();
  }
}
