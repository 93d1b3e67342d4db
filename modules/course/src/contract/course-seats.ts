import type { CourseFields, OfferTypeValue, ParticipantKindValue } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

/** The places a course offers, per participant kind and offer type. */
export type CourseQuotas = Pick<
  CourseFields,
  'formalStudentQuota' | 'candidateStudentQuota' | 'formalVolunteerQuota' | 'candidateVolunteerQuota'
>;

/** One quota below the places already held (offers awaiting a reply plus accepted places). */
export interface QuotaShortfall {
  participantKind: ParticipantKindValue;
  offerType: OfferTypeValue;
  quota: number;
  held: number;
}

/**
 * A course's quotas are about to change: the module that holds places (signup) adopts them, or —
 * when one is below the places already held — adopts none and answers every shortfall, so the
 * course module refuses the change. The check and the adoption are one step on the seat ledger,
 * serialised with the offers that take places there, so no offer slips in between. The course
 * module sends it inside its own transaction (course row locked), as its last step before commit.
 */
export class AdoptCourseQuotasCommand extends Command<QuotaShortfall[]> {
  constructor(
    readonly courseId: number,
    readonly tenantId: number,
    readonly quotas: CourseQuotas,
  ) {
    super();
  }
}
