import type { MenuSimpleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** The enabled menus the tenant may have (a package tenant: its package's). */
export class ListEnabledMenusQuery extends Query<MenuSimpleVO[]> {
  constructor(readonly tenantId: number) {
    super();
  }
}
