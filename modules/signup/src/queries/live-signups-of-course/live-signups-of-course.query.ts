import { CountLiveSignupsOfCourseQuery } from '@dha/course';
import { SignupStatus } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';

/** Answers the course module's question before it deletes a course. */
@QueryHandler(CountLiveSignupsOfCourseQuery)
export class CountLiveSignupsOfCourseHandler implements IQueryHandler<CountLiveSignupsOfCourseQuery, number> {
  constructor(private readonly em: EntityManager) {}

  async execute({ courseId }: CountLiveSignupsOfCourseQuery): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ live: number }>>(`select count(*)::int as live from signup_signup where course_id = ? and status not in (?, ?)`, [
        courseId,
        SignupStatus.UNACCEPTED,
        SignupStatus.CANCELLED,
      ]);
    return row?.live ?? 0;
  }
}
