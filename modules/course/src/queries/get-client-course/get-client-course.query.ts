import type { ClientCourseVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** A published course for visitors (404-like business error when unpublished or deleted). */
export class GetClientCourseQuery extends Query<ClientCourseVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
