import type { ClientCourseVO, PageResult } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CourseViews } from '../../infrastructure/course-views.read-model';
import { PageClientCoursesQuery } from './page-client-courses.query';

@QueryHandler(PageClientCoursesQuery)
export class PageClientCoursesHandler implements IQueryHandler<PageClientCoursesQuery> {
  constructor(private readonly views: CourseViews) {}

  execute({ tenantId, filter }: PageClientCoursesQuery): Promise<PageResult<ClientCourseVO>> {
    return this.views.clientPage(tenantId, filter);
  }
}
