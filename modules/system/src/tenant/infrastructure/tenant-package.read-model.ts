import { CommonStatus, type TenantPackageSimpleVO, type TenantPackageVO } from '@dha/contracts';
import { containing } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TenantPackage } from '../domain/tenant-package.entity';

export function toTenantPackageVO(p: TenantPackage): TenantPackageVO {
  return { id: p.id, name: p.name, status: p.status, remark: p.remark, menuIds: [...p.menuIds], createTime: p.createTime.getTime() };
}

export interface TenantPackageFilter {
  name?: string;
  status?: number;
  remark?: string;
  createTime?: { $gte?: Date; $lte?: Date };
}

/** One page of the packages matching the filter, newest first, with the total. */
export async function findTenantPackages(
  em: EntityManager,
  filter: TenantPackageFilter,
  window: { limit: number; offset: number },
): Promise<[TenantPackageVO[], number]> {
  const where: FilterQuery<TenantPackage> = {};
  if (filter.name) where.name = containing(filter.name);
  if (filter.remark) where.remark = containing(filter.remark);
  if (filter.status !== undefined) where.status = filter.status;
  if (filter.createTime) where.createTime = filter.createTime;
  const [rows, total] = await em.findAndCount(TenantPackage, where, { orderBy: { id: 'desc' }, ...window });
  return [rows.map(toTenantPackageVO), total];
}

/** The enabled packages (the tenant form's package select). */
export async function enabledTenantPackages(em: EntityManager): Promise<TenantPackageSimpleVO[]> {
  const rows = await em.find(TenantPackage, { status: CommonStatus.ENABLE }, { fields: ['id', 'name'], orderBy: { id: 'asc' } });
  return rows.map((p) => ({ id: p.id, name: p.name }));
}
