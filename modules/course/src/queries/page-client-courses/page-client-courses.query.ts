import type { ClientCourseVO, PageResult } from '@dha/contracts';
import type { ClientCoursePageDto } from './page-client-courses.dto';
import { Query } from '@nestjs/cqrs';

/** Published courses for visitors, open ones (before class) first. */
export class PageClientCoursesQuery extends Query<PageResult<ClientCourseVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: ClientCoursePageDto,
  ) {
    super();
  }
}
