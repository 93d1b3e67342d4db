import type { TenantVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class GetTenantQuery extends Query<TenantVO> {
  constructor(readonly id: number) {
    super();
  }
}
