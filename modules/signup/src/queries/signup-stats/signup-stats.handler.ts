import { GetCourseForSignupQuery } from '@dha/course';
import { OfferType, ParticipantKind, type SeatCountVO, type SignupStatsVO } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { placesLeft, quotaOf } from '../../domain/course-terms';
import { assertCourseAccess } from '../../domain/staff-access';
import { dataScopeOf } from '../signup-views';
import { SignupReadModel } from '../../infrastructure/signup.read-model';
import { SignupErrors } from '../../signup.errors';
import { SignupStatsQuery } from './signup-stats.query';

@QueryHandler(SignupStatsQuery)
export class SignupStatsHandler implements IQueryHandler<SignupStatsQuery, SignupStatsVO> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly signups: SignupReadModel,
  ) {}

  async execute({ courseId, user }: SignupStatsQuery): Promise<SignupStatsVO> {
    const course = await this.queryBus.execute(new GetCourseForSignupQuery(courseId));
    if (!course || course.tenantId !== user.tenantId) throw new BizError(SignupErrors.COURSE_NOT_FOUND);
    assertCourseAccess(user, course, await dataScopeOf(this.queryBus, user));
    const byStatus: Record<string, number> = {};
    const byKind: Record<string, Record<string, number>> = {};
    let total = 0;
    for (const c of await this.signups.countsOfCourse(courseId)) {
      total += c.n;
      byStatus[c.status] = (byStatus[c.status] ?? 0) + c.n;
      (byKind[c.participantKind] ??= {})[c.status] = c.n;
    }
    const ledger = await this.signups.seatsOf([courseId]);
    const seats: SeatCountVO[] = [];
    for (const kind of [ParticipantKind.STUDENT, ParticipantKind.VOLUNTEER]) {
      for (const offer of [OfferType.FORMAL, OfferType.CANDIDATE]) {
        const held = ledger.find((s) => s.participantKind === kind && s.offerType === offer)?.held ?? 0;
        seats.push({
          participantKind: kind,
          offerType: offer,
          quota: quotaOf(course, kind, offer),
          held,
          left: placesLeft(course, kind, offer, held),
        });
      }
    }
    return { courseId, courseName: course.name, total, byStatus, byKind, seats };
  }
}
