import type { CourseVO, PageResult } from '@dha/contracts';
import type { CoursePageDto } from './page-courses.dto';
import type { LoginUser } from '@dha/server-core';
import { Query } from '@nestjs/cqrs';

export class PageCoursesQuery extends Query<PageResult<CourseVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: CoursePageDto,
    /** the caller: only the courses of their data scope */
    readonly user?: LoginUser,
  ) {
    super();
  }
}
