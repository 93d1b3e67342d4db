import { AdoptCourseQuotasCommand, type CourseQuotas, type QuotaShortfall } from '@dha/course';
import { OfferType, ParticipantKind } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SeatLedger, type SeatQuota } from '../../infrastructure/seat-ledger.repository';

/** The ledger rows of a course's quotas, in the order a refusal names them. */
function seatQuotas(q: CourseQuotas): SeatQuota[] {
  const K = ParticipantKind;
  const O = OfferType;
  return [
    { participantKind: K.STUDENT, offerType: O.FORMAL, quota: q.formalStudentQuota },
    { participantKind: K.STUDENT, offerType: O.CANDIDATE, quota: q.candidateStudentQuota },
    { participantKind: K.VOLUNTEER, offerType: O.FORMAL, quota: q.formalVolunteerQuota },
    { participantKind: K.VOLUNTEER, offerType: O.CANDIDATE, quota: q.candidateVolunteerQuota },
  ];
}

/** Ends the transaction of a refused change without writing (not an error of the caller's). */
class Refused extends Error {}

/**
 * Answers the course module before a course's quotas change: all of them are adopted by the seat
 * ledger in one transaction, or — when one is below the places held — none, and the shortfalls are
 * answered. On the ledger's row locks, so an offer racing with the change either took its place
 * first (and is counted here) or finds the new quota.
 */
@CommandHandler(AdoptCourseQuotasCommand)
export class AdoptCourseQuotasHandler implements ICommandHandler<AdoptCourseQuotasCommand, QuotaShortfall[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly seats: SeatLedger,
  ) {}

  async execute({ courseId, tenantId, quotas }: AdoptCourseQuotasCommand): Promise<QuotaShortfall[]> {
    const wanted = seatQuotas(quotas);
    let shortfalls: QuotaShortfall[] = [];
    try {
      await this.em.fork().transactional(async (tx) => {
        const adopted = await this.seats.adoptQuotas(tx, courseId, tenantId, wanted);
        if (adopted.length === wanted.length) return;
        const held = await this.seats.heldOf(tx, courseId);
        const same = (a: Omit<SeatQuota, 'quota'>, b: Omit<SeatQuota, 'quota'>) =>
          a.participantKind === b.participantKind && a.offerType === b.offerType;
        shortfalls = wanted
          .filter((w) => !adopted.some((a) => same(a, w)))
          .map((w) => ({ ...w, held: held.find((h) => same(h, w))?.held ?? 0 }));
        throw new Refused();
      });
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
    }
    return shortfalls;
  }
}
