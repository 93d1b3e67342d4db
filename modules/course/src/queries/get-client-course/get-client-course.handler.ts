import type { ClientCourseVO } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CourseViews } from '../../infrastructure/course-views.read-model';
import { GetClientCourseQuery } from './get-client-course.query';

@QueryHandler(GetClientCourseQuery)
export class GetClientCourseHandler implements IQueryHandler<GetClientCourseQuery> {
  constructor(private readonly views: CourseViews) {}

  execute({ tenantId, id }: GetClientCourseQuery): Promise<ClientCourseVO> {
    return this.views.clientCourse(tenantId, id);
  }
}
