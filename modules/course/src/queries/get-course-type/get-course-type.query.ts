import type { CourseTypeVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class GetCourseTypeQuery extends Query<CourseTypeVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
