import type { ConfigVO, PageResult } from '@dha/contracts';
import type { ConfigPageDto } from './page-configs.dto';
import { Query } from '@nestjs/cqrs';

/** A page of configuration parameters, newest first. */
export class PageConfigsQuery extends Query<PageResult<ConfigVO>> {
  constructor(readonly filter: ConfigPageDto) {
    super();
  }
}
