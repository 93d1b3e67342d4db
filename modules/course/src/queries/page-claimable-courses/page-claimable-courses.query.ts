import type { CourseVO, PageResult } from '@dha/contracts';
import type { LoginUser, PageParamDto } from '@dha/server-core';
import { Query } from '@nestjs/cqrs';

/** Courses without a teacher that are not finished, for teachers to claim. */
export class PageClaimableCoursesQuery extends Query<PageResult<CourseVO>> {
  constructor(
    readonly user: LoginUser,
    readonly filter: PageParamDto,
  ) {
    super();
  }
}
