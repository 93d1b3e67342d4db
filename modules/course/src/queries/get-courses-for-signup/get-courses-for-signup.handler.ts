import { isRowId } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetCoursesForSignupQuery, type CourseForSignup } from '../../contract/course.queries';
import { coursesForSignup } from '../../infrastructure/course-for-signup.read-model';

@QueryHandler(GetCoursesForSignupQuery)
export class GetCoursesForSignupHandler implements IQueryHandler<GetCoursesForSignupQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ courseIds }: GetCoursesForSignupQuery): Promise<CourseForSignup[]> {
    const ids = [...new Set(courseIds.filter(isRowId))];
    return ids.length ? coursesForSignup(this.em, ids) : [];
  }
}
