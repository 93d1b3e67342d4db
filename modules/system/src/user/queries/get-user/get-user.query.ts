import type { UserVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class GetUserQuery extends Query<UserVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
