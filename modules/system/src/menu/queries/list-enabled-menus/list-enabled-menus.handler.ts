import type { MenuSimpleVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { enabledMenus } from '../../infrastructure/menu.read-model';
import { allowedMenuIds } from '../../../tenant/infrastructure/tenant-menus';
import { ListEnabledMenusQuery } from './list-enabled-menus.query';

@QueryHandler(ListEnabledMenusQuery)
export class ListEnabledMenusHandler implements IQueryHandler<ListEnabledMenusQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId }: ListEnabledMenusQuery): Promise<MenuSimpleVO[]> {
    const em = this.em.fork();
    const menus = await enabledMenus(em);
    const allowed = await allowedMenuIds(em, tenantId);
    if (allowed === null) return menus;
    const may = new Set(allowed);
    return menus.filter((m) => may.has(m.id));
  }
}
