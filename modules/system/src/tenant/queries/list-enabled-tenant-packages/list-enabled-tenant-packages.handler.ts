import type { TenantPackageSimpleVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { enabledTenantPackages } from '../../infrastructure/tenant-package.read-model';
import { ListEnabledTenantPackagesQuery } from './list-enabled-tenant-packages.query';

@QueryHandler(ListEnabledTenantPackagesQuery)
export class ListEnabledTenantPackagesHandler implements IQueryHandler<ListEnabledTenantPackagesQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<TenantPackageSimpleVO[]> {
    return enabledTenantPackages(this.em.fork());
  }
}
