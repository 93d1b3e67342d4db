import { CountLiveSignupsOfCourseQuery } from '@dha/course';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SignupReadModel } from '../../infrastructure/signup.read-model';

/** Answers the course module's question before it deletes a course. */
@QueryHandler(CountLiveSignupsOfCourseQuery)
export class CountLiveSignupsOfCourseHandler implements IQueryHandler<CountLiveSignupsOfCourseQuery, number> {
  constructor(private readonly signups: SignupReadModel) {}

  execute({ courseId }: CountLiveSignupsOfCourseQuery): Promise<number> {
    return this.signups.countLive(courseId);
  }
}
