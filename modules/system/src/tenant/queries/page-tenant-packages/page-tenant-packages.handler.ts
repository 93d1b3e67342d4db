import type { PageResult, TenantPackageVO } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findTenantPackages } from '../../infrastructure/tenant-package.read-model';
import { PageTenantPackagesQuery } from './page-tenant-packages.query';

@QueryHandler(PageTenantPackagesQuery)
export class PageTenantPackagesHandler implements IQueryHandler<PageTenantPackagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: PageTenantPackagesQuery): Promise<PageResult<TenantPackageVO>> {
    return pageOf(...(await findTenantPackages(this.em.fork(), filter.toFilter(), { limit: filter.pageSize, offset: filter.offset })));
  }
}
