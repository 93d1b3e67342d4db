import { Query } from '@nestjs/cqrs';
import type { PostFilter } from '../../infrastructure/post.read-model';

/** The posts matching the page filters (every page) as an xlsx workbook. */
export class ExportPostsQuery extends Query<Buffer> {
  constructor(
    readonly tenantId: number,
    readonly filter: PostFilter,
  ) {
    super();
  }
}
