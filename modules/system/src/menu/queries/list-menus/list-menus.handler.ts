import type { MenuRespVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findMenus } from '../../infrastructure/menu.read-model';
import { ListMenusQuery } from './list-menus.query';

@QueryHandler(ListMenusQuery)
export class ListMenusHandler implements IQueryHandler<ListMenusQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ filter }: ListMenusQuery): Promise<MenuRespVO[]> {
    return findMenus(this.em.fork(), filter);
  }
}
