import type { DeptSaveReq } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SystemErrors } from '../../system.errors';
import { Dept, DEPT_ROOT_ID, isSelfOrDescendant } from '../domain/dept.entity';
import { User } from '../../user/domain/user.entity';

/** A department of the tenant; else DEPT_NOT_FOUND. */
export async function getDept(em: EntityManager, tenantId: number, id: number): Promise<Dept> {
  const dept = await em.findOne(Dept, { id, tenantId });
  if (!dept) throw BizError.of(SystemErrors.DEPT_NOT_FOUND);
  return dept;
}

/**
 * The rules a saved department must keep (`id` absent on create): the parent exists and is not the
 * department itself or below it, the name is free among its siblings, the leader is a user of the tenant.
 */
export async function checkDeptSave(em: EntityManager, tenantId: number, input: DeptSaveReq): Promise<void> {
  const { id, parentId } = input;
  if (id !== undefined && parentId === id) throw BizError.of(SystemErrors.DEPT_PARENT_ERROR);
  if (parentId !== DEPT_ROOT_ID) {
    if (!(await em.count(Dept, { id: parentId, tenantId }))) throw BizError.of(SystemErrors.DEPT_PARENT_NOT_EXITS);
    if (id !== undefined) {
      const tree = await em.find(Dept, { tenantId }, { fields: ['id', 'parentId'] });
      if (isSelfOrDescendant(tree, id, parentId)) throw BizError.of(SystemErrors.DEPT_PARENT_IS_CHILD);
    }
  }
  const sibling = await em.findOne(Dept, { tenantId, parentId, name: input.name.trim(), ...(id !== undefined ? { id: { $ne: id } } : {}) });
  if (sibling) throw BizError.of(SystemErrors.DEPT_NAME_DUPLICATE);
  if (input.leaderUserId != null && !(await em.count(User, { id: input.leaderUserId, tenantId }))) {
    throw BizError.of(SystemErrors.USER_NOT_EXISTS);
  }
}

/** Why a department may not be deleted (children, then users), if anything. */
export async function checkDeptDelete(em: EntityManager, dept: Dept): Promise<void> {
  if (await em.count(Dept, { tenantId: dept.tenantId, parentId: dept.id })) throw BizError.of(SystemErrors.DEPT_EXITS_CHILDREN);
  if (await em.count(User, { tenantId: dept.tenantId, deptId: dept.id })) throw BizError.of(SystemErrors.DEPT_EXISTS_USER);
}

/** The editable fields of a department from a create/update body. */
export function deptFields(input: DeptSaveReq): Partial<Dept> {
  return {
    name: input.name.trim(),
    parentId: input.parentId,
    sort: input.sort,
    leaderUserId: input.leaderUserId ?? null,
    phone: input.phone || null,
    email: input.email || null,
    status: input.status,
  };
}
