import type { CourseCodeSeriesVO, PageResult } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { pageCodeSeries, toCodeSeriesVOs } from '../../infrastructure/code-series.read-model';
import { PageCodeSeriesQuery } from './page-code-series.query';

@QueryHandler(PageCodeSeriesQuery)
export class PageCodeSeriesHandler implements IQueryHandler<PageCodeSeriesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PageCodeSeriesQuery): Promise<PageResult<CourseCodeSeriesVO>> {
    const em = this.em.fork();
    const [rows, total] = await pageCodeSeries(em, tenantId, filter);
    return pageOf(await toCodeSeriesVOs(em, tenantId, rows), total);
  }
}
