import type { ConfigVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** One configuration parameter. */
export class GetConfigQuery extends Query<ConfigVO> {
  constructor(readonly id: number) {
    super();
  }
}
