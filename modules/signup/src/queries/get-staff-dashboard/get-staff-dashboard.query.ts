import type { StaffDashboardVO } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Query } from '@nestjs/cqrs';

/** The staff home: what waits for review, signups per day, courses by class status, over the caller's scope. */
export class GetStaffDashboardQuery extends Query<StaffDashboardVO> {
  constructor(
    readonly days: number,
    readonly user: LoginUser,
  ) {
    super();
  }
}
