import type { RoleCodeValue, UserSimpleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** Enabled users of one tenant for the staff pickers, ordered by id. */
export class ListUsersSimpleQuery extends Query<UserSimpleVO[]> {
  constructor(
    readonly tenantId: number,
    readonly filter: { roleCode?: RoleCodeValue; keyword?: string; limit: number },
    /** false: mobiles come back masked and match a keyword only as the whole number */
    readonly fullMobile: boolean,
  ) {
    super();
  }
}
