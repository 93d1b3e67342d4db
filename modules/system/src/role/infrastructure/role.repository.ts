import { RoleCode, type RoleSaveReq } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SystemErrors } from '../../system.errors';
import { Role, RoleType } from '../domain/role.entity';

/** A role of the tenant; else ROLE_NOT_EXISTS. */
export async function getRole(em: EntityManager, tenantId: number, id: number): Promise<Role> {
  const role = await em.findOne(Role, { id, tenantId });
  if (!role) throw BizError.of(SystemErrors.ROLE_NOT_EXISTS);
  return role;
}

/** The roles of these ids, all of the tenant; else ROLE_NOT_EXISTS (nothing is changed then). */
export async function getRoles(em: EntityManager, tenantId: number, ids: number[]): Promise<Role[]> {
  const roles = await em.find(Role, { id: { $in: ids }, tenantId });
  if (roles.length !== new Set(ids).size) throw BizError.of(SystemErrors.ROLE_NOT_EXISTS);
  return roles;
}

/**
 * The rules of a saved role: `super_admin` is never a new code; a built-in role keeps its name and
 * code (and super_admin stays enabled: it is the way back in); name and code are unique in the tenant.
 */
export async function checkRoleSave(em: EntityManager, tenantId: number, input: RoleSaveReq, existing?: Role): Promise<void> {
  const name = input.name.trim();
  const code = input.code.trim();
  if (existing?.type === RoleType.SYSTEM) {
    const locked = existing.name !== name || existing.code !== code;
    if (locked || (existing.code === RoleCode.SUPER_ADMIN && input.status !== existing.status)) {
      throw BizError.of(SystemErrors.ROLE_CAN_NOT_UPDATE_SYSTEM_TYPE_ROLE);
    }
  } else if (code === RoleCode.SUPER_ADMIN) {
    throw new BizError(SystemErrors.ROLE_ADMIN_CODE_ERROR, code);
  }
  const others = existing ? { id: { $ne: existing.id } } : {};
  if (await em.count(Role, { tenantId, name, ...others })) throw new BizError(SystemErrors.ROLE_NAME_DUPLICATE, name);
  if (await em.count(Role, { tenantId, code, ...others })) throw new BizError(SystemErrors.ROLE_CODE_DUPLICATE, code);
}

/** Built-in roles are never deleted. */
export function assertDeletable(roles: Role[]): void {
  if (roles.some((r) => r.type === RoleType.SYSTEM)) throw BizError.of(SystemErrors.ROLE_CAN_NOT_UPDATE_SYSTEM_TYPE_ROLE);
}

/** The editable fields of a role from a create/update body. */
export function roleFields(input: RoleSaveReq): Partial<Role> {
  return { name: input.name.trim(), code: input.code.trim(), sort: input.sort, status: input.status, remark: input.remark || null };
}
