import type { PageResult, PostVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { PostPageDto } from './page-posts.dto';

export class PagePostsQuery extends Query<PageResult<PostVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: PostPageDto,
  ) {
    super();
  }
}
