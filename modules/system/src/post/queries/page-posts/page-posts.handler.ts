import type { PageResult, PostVO } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findPosts } from '../../infrastructure/post.read-model';
import { PagePostsQuery } from './page-posts.query';

@QueryHandler(PagePostsQuery)
export class PagePostsHandler implements IQueryHandler<PagePostsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PagePostsQuery): Promise<PageResult<PostVO>> {
    return pageOf(...(await findPosts(this.em.fork(), tenantId, filter, { limit: filter.pageSize, offset: filter.offset })));
  }
}
