import type { SignupDetailVO } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Query } from '@nestjs/cqrs';

/** One signup with its transition history (oldest first); a teacher only on their own courses. */
export class GetSignupQuery extends Query<SignupDetailVO> {
  constructor(
    readonly id: number,
    readonly user: LoginUser,
  ) {
    super();
  }
}
