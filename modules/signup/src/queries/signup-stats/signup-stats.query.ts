import type { SignupStatsVO } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Query } from '@nestjs/cqrs';

/** The signuprecord board of one course: counts per status and kind, places per kind and offer. */
export class SignupStatsQuery extends Query<SignupStatsVO> {
  constructor(
    readonly courseId: number,
    readonly user: LoginUser,
  ) {
    super();
  }
}
