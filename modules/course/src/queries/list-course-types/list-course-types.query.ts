import type { CourseTypeVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** Enabled types, in sort order (for selects). */
export class ListCourseTypesQuery extends Query<CourseTypeVO[]> {
  constructor(readonly tenantId: number) {
    super();
  }
}
