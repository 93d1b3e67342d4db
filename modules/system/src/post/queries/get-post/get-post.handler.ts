import type { PostVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toPostVO } from '../../infrastructure/post.read-model';
import { getPost } from '../../infrastructure/post.repository';
import { GetPostQuery } from './get-post.query';

@QueryHandler(GetPostQuery)
export class GetPostHandler implements IQueryHandler<GetPostQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetPostQuery): Promise<PostVO> {
    return toPostVO(await getPost(this.em.fork(), tenantId, id));
  }
}
