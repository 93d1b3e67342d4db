import type { CourseForSignup } from '@dha/course';
import { ClassStatus, OfferType, ParticipantKindLabels, type ParticipantKindValue } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { SignupErrors } from '../signup.errors';
import { quotaOf } from './course-terms';

export interface SubmissionFacts {
  tenantId: number;
  kind: ParticipantKindValue;
  identity: string;
  /** a supplementary signup made by staff (create-for): no profile, publication or window checks */
  byStaff: boolean;
  profileComplete: boolean;
  /** values of the signup identity dictionary (empty: any identity is accepted) */
  identities: readonly string[];
}

/**
 * Whether a submission may go in on the course as it is now; throws the business error that
 * refuses it. A visitor needs a complete profile and a published course, open for signup, inside its
 * window; staff may add a person to any course of the tenant that is neither completed nor paused.
 */
export function assertSubmissionAllowed(course: CourseForSignup | null, s: SubmissionFacts, now = Date.now()): void {
  if (!course || course.tenantId !== s.tenantId || (!s.byStaff && !course.published)) throw new BizError(SignupErrors.COURSE_NOT_FOUND);
  if (!s.byStaff) {
    if (!s.profileComplete) throw new BizError(SignupErrors.PROFILE_INCOMPLETE);
    if (course.status !== ClassStatus.BEFORE_CLASS) throw new BizError(SignupErrors.COURSE_NOT_OPEN);
    if (
      (course.signupStartTime && now < course.signupStartTime.getTime()) ||
      (course.signupEndTime && now > course.signupEndTime.getTime())
    ) {
      throw new BizError(SignupErrors.OUTSIDE_SIGNUP_WINDOW);
    }
  } else if (course.status === ClassStatus.COMPLETED || course.status === ClassStatus.PAUSED) {
    throw new BizError(SignupErrors.COURSE_NOT_OPEN);
  }
  if (quotaOf(course, s.kind, OfferType.FORMAL) + quotaOf(course, s.kind, OfferType.CANDIDATE) <= 0) {
    throw new BizError(SignupErrors.KIND_NOT_RECRUITED, ParticipantKindLabels[s.kind]);
  }
  if (s.identities.length && !s.identities.includes(s.identity)) throw new BizError(SignupErrors.IDENTITY_INVALID, s.identity);
}
