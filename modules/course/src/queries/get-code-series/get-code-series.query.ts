import type { CourseCodeSeriesVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class GetCodeSeriesQuery extends Query<CourseCodeSeriesVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
