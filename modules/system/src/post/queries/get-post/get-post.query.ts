import type { PostVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class GetPostQuery extends Query<PostVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
