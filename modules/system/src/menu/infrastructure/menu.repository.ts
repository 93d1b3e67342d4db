import { MenuType, type MenuSaveReq } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SystemErrors } from '../../system.errors';
import { isSelfOrDescendant } from '../../dept/domain/dept.entity';
import { Menu } from '../domain/menu.entity';

export const MENU_ROOT_ID = 0;

/** A menu; else MENU_NOT_EXISTS. */
export async function getMenu(em: EntityManager, id: number): Promise<Menu> {
  const menu = await em.findOne(Menu, { id });
  if (!menu) throw BizError.of(SystemErrors.MENU_NOT_EXISTS);
  return menu;
}

const isLink = (path: string): boolean => /^https?:\/\//i.test(path);

/**
 * The rules a saved menu keeps (`id` absent on create): the parent exists, is a directory or a page,
 * and is neither the menu itself nor below it; a name is unique among its siblings and a component
 * name in the whole tree; a directory or page has a route path (`/x` at the top, `x` below, or an
 * http(s) link); a page has a component unless its path is a link.
 */
export async function checkMenuSave(em: EntityManager, input: MenuSaveReq): Promise<void> {
  const { id, parentId } = input;
  if (id !== undefined && parentId === id) throw BizError.of(SystemErrors.MENU_PARENT_ERROR);
  if (parentId !== MENU_ROOT_ID) {
    const parent = await em.findOne(Menu, { id: parentId });
    if (!parent) throw BizError.of(SystemErrors.MENU_PARENT_NOT_EXISTS);
    if (parent.type !== MenuType.DIR && parent.type !== MenuType.MENU) throw BizError.of(SystemErrors.MENU_PARENT_NOT_DIR_OR_MENU);
    if (id !== undefined) {
      const tree = await em.find(Menu, {}, { fields: ['id', 'parentId'] });
      if (isSelfOrDescendant(tree, id, parentId)) throw BizError.of(SystemErrors.MENU_PARENT_ERROR, '不能设置自己的子菜单为父菜单');
    }
  }
  if (input.type !== MenuType.BUTTON) {
    const path = input.path?.trim() ?? '';
    if (!path) throw BizError.badRequest('path: 目录和菜单需要路由地址');
    if (!isLink(path)) {
      if (parentId === MENU_ROOT_ID && !path.startsWith('/')) throw BizError.badRequest('path: 顶级菜单的路由地址必须以 / 开头');
      if (parentId !== MENU_ROOT_ID && path.startsWith('/')) throw BizError.badRequest('path: 子菜单的路由地址不能以 / 开头');
    }
    if (input.type === MenuType.MENU && !isLink(path) && !input.component?.trim()) {
      throw BizError.badRequest('component: 菜单需要组件路径（外部链接除外）');
    }
  }
  const others = id !== undefined ? { id: { $ne: id } } : {};
  if (await em.count(Menu, { parentId, name: input.name.trim(), ...others })) throw BizError.of(SystemErrors.MENU_NAME_DUPLICATE);
  const componentName = input.type === MenuType.BUTTON ? '' : (input.componentName?.trim() ?? '');
  if (componentName && (await em.count(Menu, { componentName, ...others }))) throw BizError.of(SystemErrors.MENU_COMPONENT_NAME_DUPLICATE);
}

/** The stored fields of a menu from a create/update body; a button keeps no route (as the upstream clears it). */
export function menuFields(input: MenuSaveReq): Partial<Menu> {
  const button = input.type === MenuType.BUTTON;
  return {
    name: input.name.trim(),
    permission: input.permission?.trim() ?? '',
    type: input.type,
    sort: input.sort,
    parentId: input.parentId,
    path: button ? '' : (input.path?.trim() ?? ''),
    icon: button ? '#' : input.icon?.trim() || '#',
    component: button ? null : input.component?.trim() || null,
    componentName: button ? null : input.componentName?.trim() || null,
    status: input.status,
    visible: input.visible ?? true,
    keepAlive: input.keepAlive ?? true,
    alwaysShow: input.alwaysShow ?? true,
  };
}

/** The menus of these ids, none with a child outside the set; else MENU_NOT_EXISTS / MENU_EXISTS_CHILDREN. */
export async function getDeletableMenus(em: EntityManager, ids: number[]): Promise<Menu[]> {
  const wanted = [...new Set(ids)];
  const menus = await em.find(Menu, { id: { $in: wanted } });
  if (menus.length !== wanted.length) throw BizError.of(SystemErrors.MENU_NOT_EXISTS);
  if (await em.count(Menu, { parentId: { $in: wanted }, id: { $nin: wanted } })) throw BizError.of(SystemErrors.MENU_EXISTS_CHILDREN);
  return menus;
}

/** Menus are shared by every tenant: a menu change touches the access of each. */
export async function allTenantIds(em: EntityManager): Promise<number[]> {
  const rows = await em.getConnection().execute<Array<{ id: number }>>('select id from system_tenant order by id');
  return rows.map((r) => Number(r.id));
}
