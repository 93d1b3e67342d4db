import { SYSTEM_TENANT_ONLY_PERMISSIONS, SYSTEM_TENANT_PACKAGE_ID, TENANT_ADMIN_ROLE_CODE } from '@dha/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../role/domain/role.entity';
import { RoleMenu } from '../../role/domain/role-menu.entity';
import { Tenant } from '../domain/tenant.entity';
import { TenantPackage } from '../domain/tenant-package.entity';

/**
 * THE rule of which menus a tenant may have: the system tenant every menu, a package tenant the menus
 * of its package. Every write that grants menus to a role (role-menu assignment, tenant creation, a
 * package change) limits the grant with `limitToTenantMenus`, and the menu pickers of a package tenant
 * (menu simple-list) list only `allowedMenuIds`; so the reads of a user's menus and permissions
 * (which follow the role grants) need no filter of their own. (super_admin, which holds every menu,
 * exists only in the system tenant: no other tenant is given one, and a new role cannot take its code.)
 */

/** The menu ids the tenant may have, ascending; null: every menu (the system tenant). An unknown tenant may have none. */
export async function allowedMenuIds(em: EntityManager, tenantId: number): Promise<number[] | null> {
  const tenant = await em.findOne(Tenant, tenantId, { fields: ['packageId'] });
  if (!tenant) return [];
  if (tenant.packageId === SYSTEM_TENANT_PACKAGE_ID) return null;
  const pkg = await em.findOne(TenantPackage, tenant.packageId, { fields: ['menuIds'] });
  return pkg ? [...pkg.menuIds].sort((a, b) => a - b) : [];
}

/** The given menu ids the tenant may have (in the given order, duplicates dropped). */
export async function limitToTenantMenus(em: EntityManager, tenantId: number, menuIds: readonly number[]): Promise<number[]> {
  const allowed = await allowedMenuIds(em, tenantId);
  const unique = [...new Set(menuIds)];
  if (allowed === null) return unique;
  const set = new Set(allowed);
  return unique.filter((id) => set.has(id));
}

/**
 * After a tenant's package (or the package's menus) changed, inside that transaction: the tenant's
 * administrator role holds exactly the package's menus, every other role keeps only the menus that are
 * still in the package.
 */
export async function trimTenantRoles(em: EntityManager, tenantId: number, packageMenuIds: readonly number[]): Promise<void> {
  const roles = await em.find(Role, { tenantId }, { fields: ['id', 'code'] });
  if (!roles.length) return;
  const ids = [...new Set(packageMenuIds)];
  await em.nativeDelete(RoleMenu, { roleId: { $in: roles.map((r) => r.id) }, ...(ids.length ? { menuId: { $nin: ids } } : {}) });
  const admin = roles.find((r) => r.code === TENANT_ADMIN_ROLE_CODE);
  if (admin) await grantMenus(em, admin.id, ids);
}

/** Grants these menus to a new role (inside the caller's transaction); ids of menus that no longer exist are skipped. */
export async function grantMenus(em: EntityManager, roleId: number, menuIds: readonly number[]): Promise<void> {
  const ids = [...new Set(menuIds)];
  if (!ids.length) return;
  await em.getConnection().execute(
    `insert into system_role_menu (role_id, menu_id) select ?, m.id from system_menu m where m.id = any(?::int[])
     on conflict (role_id, menu_id) do nothing`,
    [roleId, `{${ids.join(',')}}`],
    'all',
    em.getTransactionContext(),
  );
}

/** The names of the menus among these that only the system tenant may have (SYSTEM_TENANT_ONLY_PERMISSIONS: the buttons and their pages). */
export async function systemTenantOnlyMenus(em: EntityManager, menuIds: readonly number[]): Promise<string[]> {
  const ids = [...new Set(menuIds)];
  if (!ids.length) return [];
  const rows = await em.getConnection().execute<Array<{ name: string }>>(
    `select m.name from system_menu m
     where m.id = any(?::int[]) and (m.permission = any(?::text[])
       or exists (select 1 from system_menu b where b.parent_id = m.id and b.permission = any(?::text[])))
     order by m.id`,
    [`{${ids.join(',')}}`, `{${SYSTEM_TENANT_ONLY_PERMISSIONS.join(',')}}`, `{${SYSTEM_TENANT_ONLY_PERMISSIONS.join(',')}}`],
    'all',
    em.getTransactionContext(),
  );
  return rows.map((r) => r.name);
}
