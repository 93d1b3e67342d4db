import { GetCoursesForSignupQuery, type CourseForSignup } from '@dha/course';
import { OfferType, ParticipantKind, type CourseSeatsVO, type OfferTypeValue, type ParticipantKindValue } from '@dha/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CourseSeatsQuery } from '../../contract/signup.queries';
import { placesLeft } from '../../domain/course-terms';
import { SignupReadModel } from '../../infrastructure/signup.read-model';

@QueryHandler(CourseSeatsQuery)
export class CourseSeatsHandler implements IQueryHandler<CourseSeatsQuery, CourseSeatsVO[]> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly signups: SignupReadModel,
  ) {}

  async execute({ courseIds }: CourseSeatsQuery): Promise<CourseSeatsVO[]> {
    const ids = [...new Set(courseIds)];
    if (!ids.length) return [];
    const courses: CourseForSignup[] = (await this.queryBus.execute(new GetCoursesForSignupQuery(ids))).filter((c) => c.published);
    const ledger = await this.signups.seatsOf(courses.map((c) => c.id));
    const left = (c: CourseForSignup, kind: ParticipantKindValue, offer: OfferTypeValue): number => {
      const held = ledger.find((s) => s.courseId === c.id && s.participantKind === kind && s.offerType === offer)?.held ?? 0;
      return placesLeft(c, kind, offer, held);
    };
    return courses.map((c) => ({
      courseId: c.id,
      formalStudentLeft: left(c, ParticipantKind.STUDENT, OfferType.FORMAL),
      candidateStudentLeft: left(c, ParticipantKind.STUDENT, OfferType.CANDIDATE),
      formalVolunteerLeft: left(c, ParticipantKind.VOLUNTEER, OfferType.FORMAL),
      candidateVolunteerLeft: left(c, ParticipantKind.VOLUNTEER, OfferType.CANDIDATE),
    }));
  }
}
