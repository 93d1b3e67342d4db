import type { CourseVO } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Query } from '@nestjs/cqrs';

export class GetCourseQuery extends Query<CourseVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
    /** the caller: the course must lie in their data scope */
    readonly user?: LoginUser,
  ) {
    super();
  }
}
