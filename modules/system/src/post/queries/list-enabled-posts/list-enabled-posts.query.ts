import type { PostSimpleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** The enabled posts (id, name) in sort order, for pickers. */
export class ListEnabledPostsQuery extends Query<PostSimpleVO[]> {
  constructor(readonly tenantId: number) {
    super();
  }
}
