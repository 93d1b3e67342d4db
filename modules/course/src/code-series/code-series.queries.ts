import type { CourseCodeSeriesVO, PageResult } from '@dha/contracts';
import { BizError, pageOf } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CourseErrors } from '../course.errors';
import { CourseCodeSeries, CourseType, formatCode } from '../domain';
import { escapeLike } from '../course-type/course-type.queries';
import type { CodeSeriesPageDto } from './code-series.dto';

export class GetCodeSeriesQuery extends Query<CourseCodeSeriesVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}

export class PageCodeSeriesQuery extends Query<PageResult<CourseCodeSeriesVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: CodeSeriesPageDto,
  ) {
    super();
  }
}

async function toVOs(em: EntityManager, tenantId: number, rows: CourseCodeSeries[]): Promise<CourseCodeSeriesVO[]> {
  const typeIds = [...new Set(rows.map((r) => r.typeId))];
  const types = typeIds.length ? await em.find(CourseType, { tenantId, id: { $in: typeIds } }) : [];
  const names = new Map(types.map((t) => [t.id, t.name]));
  return rows.map((s) => ({
    id: s.id,
    typeId: s.typeId,
    typeName: names.get(s.typeId) ?? '',
    prefix: s.prefix,
    nextNumber: s.nextNumber,
    digits: s.digits,
    status: s.status,
    remark: s.remark,
    nextCode: formatCode(s.prefix, s.nextNumber, s.digits),
    createTime: s.createTime.getTime(),
  }));
}

@QueryHandler(GetCodeSeriesQuery)
export class GetCodeSeriesHandler implements IQueryHandler<GetCodeSeriesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetCodeSeriesQuery): Promise<CourseCodeSeriesVO> {
    const em = this.em.fork();
    const series = await em.findOne(CourseCodeSeries, { id, tenantId });
    if (!series) throw BizError.of(CourseErrors.CODE_SERIES_NOT_EXISTS);
    return (await toVOs(em, tenantId, [series]))[0]!;
  }
}

@QueryHandler(PageCodeSeriesQuery)
export class PageCodeSeriesHandler implements IQueryHandler<PageCodeSeriesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PageCodeSeriesQuery): Promise<PageResult<CourseCodeSeriesVO>> {
    const em = this.em.fork();
    const where: FilterQuery<CourseCodeSeries> = { tenantId };
    if (filter.typeId !== undefined) where.typeId = filter.typeId;
    if (filter.prefix) where.prefix = { $ilike: `%${escapeLike(filter.prefix)}%` };
    if (filter.status !== undefined) where.status = filter.status;
    const [rows, total] = await em.findAndCount(CourseCodeSeries, where, {
      orderBy: { id: 'asc' },
      limit: filter.pageSize,
      offset: filter.offset,
    });
    return pageOf(await toVOs(em, tenantId, rows), total);
  }
}

export const codeSeriesQueryHandlers = [GetCodeSeriesHandler, PageCodeSeriesHandler];
