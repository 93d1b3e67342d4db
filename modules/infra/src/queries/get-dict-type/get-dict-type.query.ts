import type { DictTypeVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** One dictionary type. */
export class GetDictTypeQuery extends Query<DictTypeVO> {
  constructor(readonly id: number) {
    super();
  }
}
