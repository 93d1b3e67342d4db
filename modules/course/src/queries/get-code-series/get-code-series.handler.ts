import type { CourseCodeSeriesVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toCodeSeriesVOs } from '../../infrastructure/code-series.read-model';
import { getCodeSeries } from '../../infrastructure/code-series.repository';
import { GetCodeSeriesQuery } from './get-code-series.query';

@QueryHandler(GetCodeSeriesQuery)
export class GetCodeSeriesHandler implements IQueryHandler<GetCodeSeriesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetCodeSeriesQuery): Promise<CourseCodeSeriesVO> {
    const em = this.em.fork();
    const series = await getCodeSeries(em, tenantId, id);
    return (await toCodeSeriesVOs(em, tenantId, [series]))[0]!;
  }
}
