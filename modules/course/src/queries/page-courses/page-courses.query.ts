import type { CourseVO, PageResult } from '@dha/contracts';
import type { CoursePageDto } from './page-courses.dto';
import { Query } from '@nestjs/cqrs';

export class PageCoursesQuery extends Query<PageResult<CourseVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: CoursePageDto,
  ) {
    super();
  }
}
