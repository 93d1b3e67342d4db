import type { PageResult, RoleVO } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findRoles } from '../../infrastructure/role.read-model';
import { PageRolesQuery } from './page-roles.query';

@QueryHandler(PageRolesQuery)
export class PageRolesHandler implements IQueryHandler<PageRolesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PageRolesQuery): Promise<PageResult<RoleVO>> {
    const { name, code, status } = filter;
    const window = { limit: filter.pageSize, offset: filter.offset };
    return pageOf(...(await findRoles(this.em.fork(), tenantId, { name, code, status, createTime: filter.createTimeCondition() }, window)));
  }
}
