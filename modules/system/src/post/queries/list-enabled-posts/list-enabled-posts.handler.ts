import type { PostSimpleVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { enabledPosts } from '../../infrastructure/post.read-model';
import { ListEnabledPostsQuery } from './list-enabled-posts.query';

@QueryHandler(ListEnabledPostsQuery)
export class ListEnabledPostsHandler implements IQueryHandler<ListEnabledPostsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ tenantId }: ListEnabledPostsQuery): Promise<PostSimpleVO[]> {
    return enabledPosts(this.em.fork(), tenantId);
  }
}
