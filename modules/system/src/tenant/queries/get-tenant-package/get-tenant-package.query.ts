import type { TenantPackageVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class GetTenantPackageQuery extends Query<TenantPackageVO> {
  constructor(readonly id: number) {
    super();
  }
}
