import type { TenantPackageSimpleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class ListEnabledTenantPackagesQuery extends Query<TenantPackageSimpleVO[]> {}
