import { Query } from '@nestjs/cqrs';

/**
 * Ids of a tenant's enabled users who may review signups: an enabled role that grants
 * `course:signup:review` through its menus (teacher roles aside: they review only their own courses),
 * or super_admin. Data scope is not applied yet (every
 * reviewer covers every course of the tenant); when it is, this query takes the course.
 */
export class FindReviewerIdsQuery extends Query<number[]> {
  constructor(readonly tenantId: number) {
    super();
  }
}
