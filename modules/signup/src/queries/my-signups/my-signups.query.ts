import { SignupStatus, type MySignupVO, type PageResult, type SignupStatusValue } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** Statuses of "my courses": accepted (formal or waiting list) and finished. */
export const MY_COURSE_STATUSES: SignupStatusValue[] = [SignupStatus.FORMAL_ACCEPT, SignupStatus.CANDIDATE_ACCEPT, SignupStatus.FINISHED];

/** The caller's own signups (newest first), optionally only some statuses, with course facts and allowed actions. */
export class MySignupsQuery extends Query<PageResult<MySignupVO>> {
  constructor(
    readonly userId: number,
    readonly pageNo: number,
    readonly pageSize: number,
    readonly statuses: SignupStatusValue[] | null,
  ) {
    super();
  }
}
