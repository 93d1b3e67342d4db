import type { PageResult, TenantVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { TenantPageDto } from '../../http/tenant.dto';

export class PageTenantsQuery extends Query<PageResult<TenantVO>> {
  constructor(readonly filter: TenantPageDto) {
    super();
  }
}
