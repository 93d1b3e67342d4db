import { containing } from '@dha/server-core';
import { CommonStatus, type MenuRespVO, type MenuSimpleVO } from '@dha/contracts';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Menu } from '../domain/menu.entity';
import { IN_SORT_ORDER } from '../../infrastructure/query-filters';

export function toMenuVO(m: Menu): MenuRespVO {
  return {
    id: m.id,
    name: m.name,
    permission: m.permission,
    type: m.type,
    sort: m.sort,
    parentId: m.parentId,
    path: m.path,
    icon: m.icon,
    component: m.component,
    componentName: m.componentName,
    status: m.status,
    visible: m.visible,
    keepAlive: m.keepAlive,
    alwaysShow: m.alwaysShow,
    createTime: m.createTime.getTime(),
  };
}

export interface MenuFilter {
  name?: string;
  status?: number;
}

/** The menus matching the filter, flat, in sort order (the console builds the tree). */
export async function findMenus(em: EntityManager, filter: MenuFilter): Promise<MenuRespVO[]> {
  const where: FilterQuery<Menu> = {};
  if (filter.name) where.name = containing(filter.name);
  if (filter.status !== undefined) where.status = filter.status;
  return (await em.find(Menu, where, IN_SORT_ORDER)).map(toMenuVO);
}

export async function enabledMenus(em: EntityManager): Promise<MenuSimpleVO[]> {
  const rows = await em.find(Menu, { status: CommonStatus.ENABLE }, IN_SORT_ORDER);
  return rows.map((m) => ({ id: m.id, name: m.name, parentId: m.parentId, type: m.type }));
}
