import { OfferType, ParticipantKind, type SeatCountVO, type SignupStatsVO } from '@dha/contracts';
import { BizError, type LoginUser } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { assertCourseAccess } from '../../application/staff-access';
import { SignupWorkflow } from '../../application/signup-workflow.service';
import { SeatLedger, quotaOf } from '../../infrastructure/seat-ledger';
import { SignupErrors } from '../../signup.errors';

/** The signuprecord board of one course: counts per status and kind, places per kind and offer. */
export class SignupStatsQuery extends Query<SignupStatsVO> {
  constructor(
    readonly courseId: number,
    readonly user: LoginUser,
  ) {
    super();
  }
}

@QueryHandler(SignupStatsQuery)
export class SignupStatsHandler implements IQueryHandler<SignupStatsQuery, SignupStatsVO> {
  constructor(
    private readonly em: EntityManager,
    private readonly workflow: SignupWorkflow,
    private readonly seats: SeatLedger,
  ) {}

  async execute({ courseId, user }: SignupStatsQuery): Promise<SignupStatsVO> {
    const course = await this.workflow.course(courseId);
    if (!course || course.tenantId !== user.tenantId) throw new BizError(SignupErrors.COURSE_NOT_FOUND);
    assertCourseAccess(user, course);
    const em = this.em.fork();
    const counts = await em.execute<Array<{ status: number; participant_kind: number; n: string }>>(
      `select status, participant_kind, count(*) as n from signup_signup where course_id = ? group by status, participant_kind`,
      [courseId],
    );
    const byStatus: Record<string, number> = {};
    const byKind: Record<string, Record<string, number>> = {};
    let total = 0;
    for (const c of counts) {
      const n = Number(c.n);
      total += n;
      byStatus[c.status] = (byStatus[c.status] ?? 0) + n;
      (byKind[c.participant_kind] ??= {})[c.status] = n;
    }
    const ledger = await this.seats.ofCourses(em, [courseId]);
    const seats: SeatCountVO[] = [];
    for (const kind of [ParticipantKind.STUDENT, ParticipantKind.VOLUNTEER]) {
      for (const offer of [OfferType.FORMAL, OfferType.CANDIDATE]) {
        const quota = quotaOf(course, kind, offer);
        const held = ledger.find((s) => s.participantKind === kind && s.offerType === offer)?.held ?? 0;
        seats.push({ participantKind: kind, offerType: offer, quota, held, left: Math.max(0, quota - held) });
      }
    }
    return { courseId, courseName: course.name, total, byStatus, byKind, seats };
  }
}
