import type { DeptVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class GetDeptQuery extends Query<DeptVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
