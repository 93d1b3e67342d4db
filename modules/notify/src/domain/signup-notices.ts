import { NotifyTemplateCode as C, OfferType, SignupStatus as S, type NotifyTemplateCodeValue } from '@dha/contracts';
import type { SignupStatusChangedPayload } from '@dha/signup';

/**
 * The template that tells the applicant of one transition of their signup. Every transition has
 * one: the applicant hears of each change, their own actions included.
 */
export function applicantTemplate(
  p: Pick<SignupStatusChangedPayload, 'toStatus' | 'action' | 'offerType'>,
): NotifyTemplateCodeValue | null {
  switch (p.toStatus) {
    case S.WAIT_AUDIT:
      return C.SIGNUP_SUBMITTED;
    case S.WAIT_TEACHER_AUDIT:
      return C.SIGNUP_PASSED;
    case S.WAIT_STUDENT_AUDIT:
      return p.offerType === OfferType.CANDIDATE ? C.SIGNUP_OFFER_CANDIDATE : C.SIGNUP_OFFER_FORMAL;
    case S.FORMAL_ACCEPT:
      return p.action === 'promote' ? C.SIGNUP_PROMOTED : C.SIGNUP_ACCEPTED_FORMAL;
    case S.CANDIDATE_ACCEPT:
      return C.SIGNUP_ACCEPTED_CANDIDATE;
    case S.UNACCEPTED:
      return C.SIGNUP_REJECTED;
    case S.CANCELLED:
      // every way out of a signup ends here; the action says whose doing it was
      return p.action === 'withdraw'
        ? C.SIGNUP_WITHDRAWN
        : p.action === 'decline'
          ? C.SIGNUP_DECLINED
          : p.action === 'expire'
            ? C.SIGNUP_OFFER_EXPIRED
            : C.SIGNUP_CANCELLED;
    case S.FINISHED:
      return C.SIGNUP_FINISHED;
    default:
      return null;
  }
}
