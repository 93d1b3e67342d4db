import type { CourseForSignup } from '@dha/course';
import { OfferType, ParticipantKind, type OfferTypeValue, type ParticipantKindValue } from '@dha/contracts';

/**
 * Course fees (modules/signup/README.md "Course fees"): a student on a course with a fee pays for
 * a FORMAL place; volunteers serve and pay nothing; a CANDIDATE offer costs nothing until a formal
 * place frees for it (then it is paid within the reply window, or the place goes to the next one).
 */
export function paysFee(course: Pick<CourseForSignup, 'fee'> | null | undefined, kind: ParticipantKindValue): boolean {
  return !!course && course.fee > 0 && kind === ParticipantKind.STUDENT;
}

/** Whether confirming this offer is done by paying (a formal offer that pays the fee). */
export const confirmedByPaying = (
  course: Pick<CourseForSignup, 'fee'> | null | undefined,
  kind: ParticipantKindValue,
  offer: OfferTypeValue | null,
): boolean => paysFee(course, kind) && offer === OfferType.FORMAL;

/** The pay order of a signup, one per signup (so a visitor never pays twice for it). */
export const signupMerchantOrderId = (signupId: number): string => `signup-${signupId}`;
/** Its refund: one per signup (a cancelled signup gets back what is left of what it paid). */
export const signupMerchantRefundId = (signupId: number): string => `signup-${signupId}-refund`;

/** The signup of a merchant order id of ours, or null. */
export function signupIdOf(merchantOrderId: string): number | null {
  const m = /^signup-(\d{1,10})$/.exec(merchantOrderId);
  return m ? Number(m[1]) : null;
}
