import type { PageResult, TenantVO } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findTenants } from '../../infrastructure/tenant.read-model';
import { PageTenantsQuery } from './page-tenants.query';

@QueryHandler(PageTenantsQuery)
export class PageTenantsHandler implements IQueryHandler<PageTenantsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: PageTenantsQuery): Promise<PageResult<TenantVO>> {
    return pageOf(...(await findTenants(this.em.fork(), filter.toFilter(), { limit: filter.pageSize, offset: filter.offset })));
  }
}
