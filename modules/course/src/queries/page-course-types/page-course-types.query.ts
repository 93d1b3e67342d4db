import type { CourseTypeVO, PageResult } from '@dha/contracts';
import type { CourseTypePageDto } from './page-course-types.dto';
import { Query } from '@nestjs/cqrs';

export class PageCourseTypesQuery extends Query<PageResult<CourseTypeVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: CourseTypePageDto,
  ) {
    super();
  }
}
