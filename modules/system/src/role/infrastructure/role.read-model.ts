import { containing } from '@dha/server-core';
import { CommonStatus, RoleCode, type RoleSimpleVO, type RoleVO } from '@dha/contracts';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../domain/role.entity';
import { IN_SORT_ORDER } from '../../infrastructure/query-filters';

export function toRoleVO(r: Role): RoleVO {
  return {
    id: r.id,
    name: r.name,
    code: r.code,
    sort: r.sort,
    status: r.status,
    type: r.type,
    remark: r.remark,
    dataScope: r.dataScope,
    dataScopeDeptIds: r.dataScopeDeptIds ?? [],
    createTime: r.createTime.getTime(),
  };
}

export interface RoleFilter {
  name?: string;
  code?: string;
  status?: number;
  createTime?: { $gte?: Date; $lte?: Date };
}

/** One page (`limit`/`offset`) of the tenant's roles matching the filter, in sort order, with the total. */
export async function findRoles(
  em: EntityManager,
  tenantId: number,
  filter: RoleFilter,
  window: { limit: number; offset: number },
): Promise<[RoleVO[], number]> {
  const where: FilterQuery<Role> = { tenantId };
  if (filter.name) where.name = containing(filter.name);
  if (filter.code) where.code = containing(filter.code);
  if (filter.status !== undefined) where.status = filter.status;
  if (filter.createTime) where.createTime = filter.createTime;
  const [rows, total] = await em.findAndCount(Role, where, { ...IN_SORT_ORDER, ...window });
  return [rows.map(toRoleVO), total];
}

export async function enabledRoles(em: EntityManager, tenantId: number, o: { withSuperAdmin: boolean }): Promise<RoleSimpleVO[]> {
  const where: FilterQuery<Role> = { tenantId, status: CommonStatus.ENABLE };
  if (!o.withSuperAdmin) where.code = { $ne: RoleCode.SUPER_ADMIN };
  const rows = await em.find(Role, where, IN_SORT_ORDER);
  return rows.map((r) => ({ id: r.id, name: r.name }));
}
