import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AssertTenantUsableQuery } from '../../../contract/account.queries';
import { TenantCheck } from '../../domain/tenant-check';

@QueryHandler(AssertTenantUsableQuery)
export class AssertTenantUsableHandler implements IQueryHandler<AssertTenantUsableQuery, void> {
  constructor(private readonly tenants: TenantCheck) {}

  execute({ tenantId, cached }: AssertTenantUsableQuery): Promise<void> {
    return cached ? this.tenants.assertUsableCached(tenantId) : this.tenants.assertUsable(tenantId);
  }
}
