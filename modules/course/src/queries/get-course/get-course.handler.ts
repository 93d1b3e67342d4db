import type { CourseVO } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CourseViews } from '../../infrastructure/course-views.read-model';
import { GetCourseQuery } from './get-course.query';

@QueryHandler(GetCourseQuery)
export class GetCourseHandler implements IQueryHandler<GetCourseQuery> {
  constructor(private readonly views: CourseViews) {}

  execute({ tenantId, id }: GetCourseQuery): Promise<CourseVO> {
    return this.views.course(tenantId, id);
  }
}
