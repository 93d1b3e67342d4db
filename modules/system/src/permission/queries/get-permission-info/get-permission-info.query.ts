import type { AuthPermissionInfo } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Query } from '@nestjs/cqrs';

/**
 * What the console needs after login: the user, role codes, permission strings and the menu tree.
 * `user` is the caller as the guard resolved it for this very request; its roles and permissions
 * are used as they are rather than read a second time.
 */
export class GetPermissionInfoQuery extends Query<AuthPermissionInfo | null> {
  constructor(readonly user: LoginUser) {
    super();
  }
}
