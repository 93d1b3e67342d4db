import type { TenantSimpleVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { enabledTenants } from '../../infrastructure/tenant.read-model';
import { ListEnabledTenantsQuery } from './list-enabled-tenants.query';

@QueryHandler(ListEnabledTenantsQuery)
export class ListEnabledTenantsHandler implements IQueryHandler<ListEnabledTenantsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<TenantSimpleVO[]> {
    return enabledTenants(this.em.fork());
  }
}
