import type { CourseClaimVO, PageResult } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import type { ClaimPageDto } from './page-claims.dto';
import { Query } from '@nestjs/cqrs';

/** Claims: admins see all of the tenant's; a teacher sees only their own. */
export class PageClaimsQuery extends Query<PageResult<CourseClaimVO>> {
  constructor(
    readonly user: LoginUser,
    readonly filter: ClaimPageDto,
  ) {
    super();
  }
}
