import type { CourseVO, PageResult } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CourseScopes } from '../../infrastructure/course-scope';
import { CourseViews } from '../../infrastructure/course-views.read-model';
import { PageCoursesQuery } from './page-courses.query';

@QueryHandler(PageCoursesQuery)
export class PageCoursesHandler implements IQueryHandler<PageCoursesQuery> {
  constructor(
    private readonly views: CourseViews,
    private readonly scopes: CourseScopes,
  ) {}

  async execute({ tenantId, filter, user }: PageCoursesQuery): Promise<PageResult<CourseVO>> {
    return this.views.managedPage(tenantId, filter, user && (await this.scopes.of(user)));
  }
}
