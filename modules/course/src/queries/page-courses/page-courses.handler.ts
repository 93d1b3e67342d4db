import type { CourseVO, PageResult } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CourseViews } from '../../infrastructure/course-views.read-model';
import { PageCoursesQuery } from './page-courses.query';

@QueryHandler(PageCoursesQuery)
export class PageCoursesHandler implements IQueryHandler<PageCoursesQuery> {
  constructor(private readonly views: CourseViews) {}

  execute({ tenantId, filter }: PageCoursesQuery): Promise<PageResult<CourseVO>> {
    return this.views.managedPage(tenantId, filter);
  }
}
