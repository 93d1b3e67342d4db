import type { AuthPermissionInfo } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** What the console needs after login: the user, role codes, permission strings and the menu tree. */
export class GetPermissionInfoQuery extends Query<AuthPermissionInfo | null> {
  constructor(readonly userId: number) {
    super();
  }
}
