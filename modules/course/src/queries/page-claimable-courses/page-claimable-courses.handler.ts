import type { CourseVO, PageResult } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CourseViews } from '../../infrastructure/course-views.read-model';
import { PageClaimableCoursesQuery } from './page-claimable-courses.query';

@QueryHandler(PageClaimableCoursesQuery)
export class PageClaimableCoursesHandler implements IQueryHandler<PageClaimableCoursesQuery> {
  constructor(private readonly views: CourseViews) {}

  execute({ user, filter }: PageClaimableCoursesQuery): Promise<PageResult<CourseVO>> {
    return this.views.claimablePage(user.tenantId, filter);
  }
}
