import type { CourseVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class GetCourseQuery extends Query<CourseVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
