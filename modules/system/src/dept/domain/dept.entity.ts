import { CommonStatus } from '@dha/contracts';
import { AuditedColumns, type AuditedOptional } from '@dha/server-core';
import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** The parentId of a top-level department. */
export const DEPT_ROOT_ID = 0;

/** A department of the tenant's organisation tree (users belong to one). */
@Entity({ tableName: 'system_dept' })
@Unique({ name: 'system_dept_tenant_parent_name_unique', properties: ['tenantId', 'parentId', 'name'] })
export class Dept extends AuditedColumns {
  [OptionalProps]?: 'parentId' | 'sort' | 'leaderUserId' | 'phone' | 'email' | 'status' | AuditedOptional;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index({ name: 'system_dept_tenant_id_index' })
  @Property({ type: 'integer' })
  tenantId!: number;

  @Property({ type: 'string', length: 30 })
  name!: string;

  @Property({ type: 'integer' })
  parentId: number = DEPT_ROOT_ID;

  @Property({ type: 'integer' })
  sort: number = 0;

  @Property({ type: 'integer', nullable: true })
  leaderUserId: number | null = null;

  @Property({ type: 'string', length: 11, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  email: string | null = null;

  @Property({ type: 'smallint' })
  status: number = CommonStatus.ENABLE;
}

/**
 * Whether `candidateParentId` is `id` itself or lies below it, in the tenant's departments
 * (as `{id, parentId}` pairs): such a parent would cut the subtree off into a cycle.
 */
export function isSelfOrDescendant(depts: ReadonlyArray<{ id: number; parentId: number }>, id: number, candidateParentId: number): boolean {
  const parentOf = new Map(depts.map((d) => [d.id, d.parentId]));
  const seen = new Set<number>();
  for (let at = candidateParentId; at !== DEPT_ROOT_ID && !seen.has(at); at = parentOf.get(at) ?? DEPT_ROOT_ID) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}
