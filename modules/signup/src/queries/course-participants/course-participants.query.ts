import { SignupStatus } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetCourseParticipantIdsQuery } from '../../contract/signup.queries';

@QueryHandler(GetCourseParticipantIdsQuery)
export class GetCourseParticipantIdsHandler implements IQueryHandler<GetCourseParticipantIdsQuery, number[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ courseId }: GetCourseParticipantIdsQuery): Promise<number[]> {
    const rows = await this.em
      .getConnection()
      .execute<Array<{ user_id: number }>>(
        `select distinct user_id from signup_signup where course_id = ? and status not in (?, ?) order by user_id`,
        [courseId, SignupStatus.UNACCEPTED, SignupStatus.CANCELLED],
      );
    return rows.map((r) => Number(r.user_id));
  }
}
