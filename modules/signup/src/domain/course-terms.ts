import type { CourseForSignup } from '@dha/course';
import { OfferType, ParticipantKind, type OfferTypeValue, type ParticipantKindValue } from '@dha/contracts';

/** The course's quota for one participant kind and offer type. */
export function quotaOf(course: CourseForSignup, kind: ParticipantKindValue, offer: OfferTypeValue): number {
  if (kind === ParticipantKind.STUDENT) return offer === OfferType.FORMAL ? course.formalStudentQuota : course.candidateStudentQuota;
  return offer === OfferType.FORMAL ? course.formalVolunteerQuota : course.candidateVolunteerQuota;
}

/** Places left of one kind and offer: the quota less the places held (never below zero). */
export function placesLeft(course: CourseForSignup, kind: ParticipantKindValue, offer: OfferTypeValue, held: number): number {
  return Math.max(0, quotaOf(course, kind, offer) - held);
}

/** When an offer made now lapses unanswered: the course's reply window (negative hours count as none). */
export function offerDeadlineOf(course: CourseForSignup, now = Date.now()): Date {
  return new Date(now + Math.max(course.replyDeadlineHours, 0) * 3_600_000);
}
