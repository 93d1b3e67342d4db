import { containing } from '@dha/server-core';
import { CommonStatus, type DeptSimpleVO, type DeptVO } from '@dha/contracts';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Dept } from '../domain/dept.entity';
import { IN_SORT_ORDER } from '../../infrastructure/query-filters';

export function toDeptVO(d: Dept): DeptVO {
  return {
    id: d.id,
    name: d.name,
    parentId: d.parentId,
    sort: d.sort,
    leaderUserId: d.leaderUserId,
    phone: d.phone,
    email: d.email,
    status: d.status,
    createTime: d.createTime.getTime(),
  };
}

export interface DeptFilter {
  name?: string;
  status?: number;
}

/** The tenant's departments, flat in sort order (the console builds the tree). */
export async function listDepts(em: EntityManager, tenantId: number, filter: DeptFilter): Promise<DeptVO[]> {
  const where: FilterQuery<Dept> = { tenantId };
  if (filter.name) where.name = containing(filter.name);
  if (filter.status !== undefined) where.status = filter.status;
  return (await em.find(Dept, where, IN_SORT_ORDER)).map(toDeptVO);
}

export async function enabledDepts(em: EntityManager, tenantId: number): Promise<DeptSimpleVO[]> {
  const rows = await em.find(Dept, { tenantId, status: CommonStatus.ENABLE }, IN_SORT_ORDER);
  return rows.map((d) => ({ id: d.id, name: d.name, parentId: d.parentId }));
}
