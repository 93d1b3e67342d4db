import { isRowId } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetCourseForSignupQuery, type CourseForSignup } from '../../contract/course.queries';
import { coursesForSignup } from '../../infrastructure/course-for-signup.read-model';

/** Works outside a request too (jobs, workers): it never uses the request's EntityManager. */
@QueryHandler(GetCourseForSignupQuery)
export class GetCourseForSignupHandler implements IQueryHandler<GetCourseForSignupQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ courseId }: GetCourseForSignupQuery): Promise<CourseForSignup | null> {
    if (!isRowId(courseId)) return null;
    const [course] = await coursesForSignup(this.em, [courseId]);
    return course ?? null;
  }
}
