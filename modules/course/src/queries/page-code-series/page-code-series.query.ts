import type { CourseCodeSeriesVO, PageResult } from '@dha/contracts';
import type { CodeSeriesPageDto } from './page-code-series.dto';
import { Query } from '@nestjs/cqrs';

export class PageCodeSeriesQuery extends Query<PageResult<CourseCodeSeriesVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: CodeSeriesPageDto,
  ) {
    super();
  }
}
