import { BizError, type LoginUser } from '@dha/server-core';
import { SystemErrors } from '../../system.errors';

// Who may manage or grant what is the grant rule's (permission/domain/grant-rule.ts).

/** Nobody disables or deletes their own account (they would lock themselves out mid-request). */
export function assertNotSelf(caller: LoginUser, userIds: readonly number[]): void {
  if (userIds.includes(caller.id)) throw BizError.of(SystemErrors.USER_SELF_FORBIDDEN);
}
