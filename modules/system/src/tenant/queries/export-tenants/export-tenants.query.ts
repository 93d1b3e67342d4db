import { Query } from '@nestjs/cqrs';
import type { TenantFilter } from '../../infrastructure/tenant.read-model';

/** The tenants matching the page filters (every page) as an xlsx workbook. */
export class ExportTenantsQuery extends Query<Buffer> {
  constructor(readonly filter: TenantFilter) {
    super();
  }
}
