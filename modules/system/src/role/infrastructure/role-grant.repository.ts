import { DataScope } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SystemErrors } from '../../system.errors';
import { Dept } from '../../dept/domain/dept.entity';
import { Menu } from '../../menu/domain/menu.entity';
import { RoleMenu } from '../domain/role-menu.entity';
import { type Role } from '../domain/role.entity';
import { limitToTenantMenus } from '../../tenant/infrastructure/tenant-menus';

/** The ids of the menus a role holds, ascending. */
export async function roleMenuIds(em: EntityManager, roleId: number): Promise<number[]> {
  const rows = await em.find(RoleMenu, { roleId }, { fields: ['menuId'], orderBy: { menuId: 'asc' } });
  return rows.map((r) => r.menuId);
}

/** Makes `menuIds` the role's whole grant (the upstream's assign-role-menu): unknown menus refuse it all. */
export async function replaceRoleMenus(em: EntityManager, role: Role, menuIds: number[]): Promise<void> {
  const wanted = [...new Set(menuIds)];
  if (wanted.length && (await em.count(Menu, { id: { $in: wanted } })) !== wanted.length) throw BizError.of(SystemErrors.MENU_NOT_EXISTS);
  // a package tenant's roles hold only menus of its package: another menu does not exist for it
  if ((await limitToTenantMenus(em, role.tenantId, wanted)).length !== wanted.length) throw BizError.of(SystemErrors.MENU_NOT_EXISTS);
  const held = new Set(await roleMenuIds(em, role.id));
  const keep = new Set(wanted);
  const removed = [...held].filter((id) => !keep.has(id));
  if (removed.length) await em.nativeDelete(RoleMenu, { roleId: role.id, menuId: { $in: removed } });
  for (const menuId of wanted) if (!held.has(menuId)) em.create(RoleMenu, { roleId: role.id, menuId });
}

/** Sets a role's data scope; DEPT_CUSTOM needs departments of the tenant, the other scopes keep none. */
export async function setDataScope(em: EntityManager, role: Role, dataScope: number, deptIds: number[] = []): Promise<void> {
  const depts = [...new Set(deptIds)];
  if (dataScope === DataScope.DEPT_CUSTOM) {
    if (!depts.length) throw BizError.badRequest('dataScopeDeptIds: 指定部门的数据权限至少选择一个部门');
    if ((await em.count(Dept, { id: { $in: depts }, tenantId: role.tenantId })) !== depts.length) {
      throw BizError.of(SystemErrors.DEPT_NOT_FOUND);
    }
  }
  role.dataScope = dataScope;
  role.dataScopeDeptIds = dataScope === DataScope.DEPT_CUSTOM ? depts.sort((a, b) => a - b) : [];
}
