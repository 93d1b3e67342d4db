import type { TenantSimpleVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { tenantByWebsite } from '../../infrastructure/tenant.read-model';
import { GetTenantByWebsiteQuery } from './get-tenant-by-website.query';

@QueryHandler(GetTenantByWebsiteQuery)
export class GetTenantByWebsiteHandler implements IQueryHandler<GetTenantByWebsiteQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ website }: GetTenantByWebsiteQuery): Promise<TenantSimpleVO | null> {
    return tenantByWebsite(this.em.fork(), website);
  }
}
