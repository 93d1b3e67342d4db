import type { TenantPackageSaveReq } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SystemErrors } from '../../system.errors';
import { Menu } from '../../menu/domain/menu.entity';
import { Tenant } from '../domain/tenant.entity';
import { TenantPackage } from '../domain/tenant-package.entity';
import { systemTenantOnlyMenus } from './tenant-menus';

/** A tenant package; else TENANT_PACKAGE_NOT_EXISTS. */
export async function getTenantPackage(em: EntityManager, id: number): Promise<TenantPackage> {
  const pkg = await em.findOne(TenantPackage, id);
  if (!pkg) throw BizError.of(SystemErrors.TENANT_PACKAGE_NOT_EXISTS);
  return pkg;
}

/** The packages of these ids, all of them; else TENANT_PACKAGE_NOT_EXISTS. */
export async function getTenantPackages(em: EntityManager, ids: number[]): Promise<TenantPackage[]> {
  const packages = await em.find(TenantPackage, { id: { $in: ids } });
  if (packages.length !== new Set(ids).size) throw BizError.of(SystemErrors.TENANT_PACKAGE_NOT_EXISTS);
  return packages;
}

/** The name is unique (`id`: the package being updated) and every menu exists. */
export async function checkTenantPackage(em: EntityManager, input: TenantPackageSaveReq): Promise<void> {
  const others = input.id !== undefined ? { id: { $ne: input.id } } : {};
  if (await em.count(TenantPackage, { name: input.name.trim(), ...others })) throw BizError.of(SystemErrors.TENANT_PACKAGE_NAME_DUPLICATE);
  const menuIds = [...new Set(input.menuIds)];
  if (menuIds.length && (await em.count(Menu, { id: { $in: menuIds } })) !== menuIds.length)
    throw BizError.of(SystemErrors.MENU_NOT_EXISTS);
  // what every tenant shares is administered from the system tenant alone
  const [refused] = await systemTenantOnlyMenus(em, menuIds);
  if (refused) throw BizError.badRequest(`menuIds: 菜单【${refused}】只属于系统租户，不能放进租户套餐`);
}

/** The editable fields of a package from a create/update body. */
export function tenantPackageFields(input: TenantPackageSaveReq): Partial<TenantPackage> {
  return {
    name: input.name.trim(),
    status: input.status,
    remark: input.remark?.trim() || null,
    menuIds: [...new Set(input.menuIds)].sort((a, b) => a - b),
  };
}

/** The ids of the tenants holding one of these packages. */
export async function tenantIdsOfPackages(em: EntityManager, packageIds: number[]): Promise<number[]> {
  const rows = await em.find(Tenant, { packageId: { $in: packageIds } }, { fields: ['id'] });
  return rows.map((t) => t.id);
}
