import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetCourseParticipantIdsQuery } from '../../contract/signup.queries';
import { SignupReadModel } from '../../infrastructure/signup.read-model';

@QueryHandler(GetCourseParticipantIdsQuery)
export class GetCourseParticipantIdsHandler implements IQueryHandler<GetCourseParticipantIdsQuery, number[]> {
  constructor(private readonly signups: SignupReadModel) {}

  execute({ courseId }: GetCourseParticipantIdsQuery): Promise<number[]> {
    return this.signups.participantIds(courseId);
  }
}
