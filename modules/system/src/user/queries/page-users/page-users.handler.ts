import type { PageResult, UserVO } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findUsers } from '../../infrastructure/user-admin.read-model';
import { PageUsersQuery } from './page-users.query';

@QueryHandler(PageUsersQuery)
export class PageUsersHandler implements IQueryHandler<PageUsersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter, window }: PageUsersQuery): Promise<PageResult<UserVO>> {
    return pageOf(...(await findUsers(this.em.fork(), tenantId, filter, window)));
  }
}
