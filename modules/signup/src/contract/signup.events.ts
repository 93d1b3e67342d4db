import type { OfferTypeValue, SignupAction, SignupStatusValue } from '@dha/contracts';

/** Event types the signup module writes to the outbox (aggregateType 'signup', aggregateId = signup id). */
export const SignupEventTypes = {
  /** every transition of a signup, submission included (INIT → WAIT_AUDIT); aggregateVersion = the signup's version after it */
  STATUS_CHANGED: 'SignupStatusChanged',
} as const;

export const SIGNUP_AGGREGATE = 'signup';

export interface SignupStatusChangedPayload {
  signupId: number;
  tenantId: number;
  courseId: number;
  /** the applicant */
  userId: number;
  fromStatus: SignupStatusValue;
  toStatus: SignupStatusValue;
  action: SignupAction;
  /** who acted (null: the system, e.g. an expired offer or a waitlist promotion) */
  operatorId: number | null;
  offerType: OfferTypeValue | null;
  /** the signup's version after the change */
  version: number;
  /** epoch ms: the reply deadline of an offer (toStatus WAIT_STUDENT_AUDIT), else null */
  offerDeadline: number | null;
  remark: string | null;
  /** the applicant's name as on the signup (its real name, else the username); absent on events written before it was added */
  applicantName?: string;
}
