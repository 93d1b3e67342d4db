import type { UserProfileResp } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** The caller's own profile in the upstream console's shape (`GET /system/user/profile/get`). */
export class GetOwnProfileQuery extends Query<UserProfileResp> {
  constructor(readonly userId: number) {
    super();
  }
}
