import type { PageResult, SignupRespVO } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Query } from '@nestjs/cqrs';
import type { SignupFilter } from '../../infrastructure/signup.read-model';

/** The staff list: a teacher sees only their courses, other reviewers the whole tenant. */
export class SignupPageQuery extends Query<PageResult<SignupRespVO>> {
  constructor(
    readonly filter: SignupFilter,
    readonly pageNo: number,
    readonly pageSize: number,
    readonly user: LoginUser,
  ) {
    super();
  }
}
