import { RoleCode } from '@dha/contracts';
import { BizError, type LoginUser } from '@dha/server-core';
import { SystemErrors } from '../../system.errors';

const isSuperAdmin = (roleCodes: readonly string[]): boolean => roleCodes.includes(RoleCode.SUPER_ADMIN);

/** Only a super admin edits, disables, deletes or resets a super admin (the keys of the whole system). */
export function assertMayManage(caller: LoginUser, targetRoleCodes: readonly string[]): void {
  if (isSuperAdmin(targetRoleCodes) && !isSuperAdmin(caller.roles)) throw BizError.of(SystemErrors.USER_SUPER_ADMIN_PROTECTED);
}

/** Only a super admin grants super_admin (else an office admin could make themselves one). */
export function assertMayGrant(caller: LoginUser, grantedRoleCodes: readonly string[]): void {
  if (isSuperAdmin(grantedRoleCodes) && !isSuperAdmin(caller.roles)) throw BizError.of(SystemErrors.USER_GRANT_SUPER_ADMIN_DENIED);
}

/** Nobody disables or deletes their own account (they would lock themselves out mid-request). */
export function assertNotSelf(caller: LoginUser, userIds: readonly number[]): void {
  if (userIds.includes(caller.id)) throw BizError.of(SystemErrors.USER_SELF_FORBIDDEN);
}
