import type { PageResult, UserVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { UserFilter } from '../../infrastructure/user-admin.read-model';

export class PageUsersQuery extends Query<PageResult<UserVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: UserFilter,
    readonly window: { limit: number; offset: number },
  ) {
    super();
  }
}
