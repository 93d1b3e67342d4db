import type { TenantSimpleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class ListEnabledTenantsQuery extends Query<TenantSimpleVO[]> {}
