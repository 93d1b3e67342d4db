import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetTeacherCourseIdsQuery } from '../../contract/course.queries';
import { teacherCourseIds } from '../../infrastructure/course.read-model';

@QueryHandler(GetTeacherCourseIdsQuery)
export class GetTeacherCourseIdsHandler implements IQueryHandler<GetTeacherCourseIdsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ teacherUserId }: GetTeacherCourseIdsQuery): Promise<number[]> {
    return teacherCourseIds(this.em.fork(), teacherUserId);
  }
}
