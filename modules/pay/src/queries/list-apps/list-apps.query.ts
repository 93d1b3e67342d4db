import type { PayAppVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** Every app of a tenant (selects of the order, refund and notify filters). */
export class ListPayAppsQuery extends Query<PayAppVO[]> {
  constructor(readonly tenantId: number) {
    super();
  }
}
