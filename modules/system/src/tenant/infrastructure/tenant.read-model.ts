import { CommonStatus, type TenantSimpleVO, type TenantVO } from '@dha/contracts';
import { containing } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tenant } from '../domain/tenant.entity';

export function toTenantVO(t: Tenant): TenantVO {
  return {
    id: t.id,
    name: t.name,
    contactName: t.contactName,
    contactMobile: t.contactMobile,
    status: t.status,
    websites: [...t.websites],
    packageId: t.packageId,
    expireTime: t.expireTime ? t.expireTime.getTime() : null,
    accountCount: t.accountCount,
    createTime: t.createTime.getTime(),
  };
}

export interface TenantFilter {
  name?: string;
  contactName?: string;
  contactMobile?: string;
  status?: number;
  createTime?: { $gte?: Date; $lte?: Date };
}

/** One page (`limit`/`offset`) of the tenants matching the filter, newest first, with the total. */
export async function findTenants(
  em: EntityManager,
  filter: TenantFilter,
  window: { limit: number; offset: number },
): Promise<[TenantVO[], number]> {
  const where: FilterQuery<Tenant> = {};
  if (filter.name) where.name = containing(filter.name);
  if (filter.contactName) where.contactName = containing(filter.contactName);
  if (filter.contactMobile) where.contactMobile = containing(filter.contactMobile);
  if (filter.status !== undefined) where.status = filter.status;
  if (filter.createTime) where.createTime = filter.createTime;
  const [rows, total] = await em.findAndCount(Tenant, where, { orderBy: { id: 'desc' }, ...window });
  return [rows.map(toTenantVO), total];
}

/** The id of the tenant of this exact name, or null (the login form's tenant name). */
export async function tenantIdByName(em: EntityManager, name: string): Promise<number | null> {
  const tenant = await em.findOne(Tenant, { name: name.trim() }, { fields: ['id'] });
  return tenant?.id ?? null;
}

/** The enabled tenant served under this website, or null. */
export async function tenantByWebsite(em: EntityManager, website: string): Promise<TenantSimpleVO | null> {
  const [row] = await em
    .getConnection()
    .execute<Array<{ id: number; name: string }>>(`select id, name from system_tenant where ? = any(websites) and status = ? limit 1`, [
      website.trim().toLowerCase(),
      CommonStatus.ENABLE,
    ]);
  return row ? { id: Number(row.id), name: row.name } : null;
}

/** The enabled tenants, in id order. */
export async function enabledTenants(em: EntityManager): Promise<TenantSimpleVO[]> {
  const rows = await em.find(Tenant, { status: CommonStatus.ENABLE }, { fields: ['id', 'name'], orderBy: { id: 'asc' } });
  return rows.map((t) => ({ id: t.id, name: t.name }));
}
