import { CommonStatus, type CourseTypeVO, type PageResult } from '@dha/contracts';
import { BizError, pageOf } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CourseErrors } from '../course.errors';
import { CourseType } from '../domain';
import type { CourseTypePageDto } from './course-type.dto';

export class GetCourseTypeQuery extends Query<CourseTypeVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}

export class PageCourseTypesQuery extends Query<PageResult<CourseTypeVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: CourseTypePageDto,
  ) {
    super();
  }
}

/** Enabled types, in sort order (for selects). */
export class ListCourseTypesQuery extends Query<CourseTypeVO[]> {
  constructor(readonly tenantId: number) {
    super();
  }
}

export function toCourseTypeVO(t: CourseType): CourseTypeVO {
  return {
    id: t.id,
    name: t.name,
    dictValue: t.dictValue,
    codePrefix: t.codePrefix,
    sort: t.sort,
    status: t.status,
    createTime: t.createTime.getTime(),
  };
}

@QueryHandler(GetCourseTypeQuery)
export class GetCourseTypeHandler implements IQueryHandler<GetCourseTypeQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetCourseTypeQuery): Promise<CourseTypeVO> {
    const type = await this.em.fork().findOne(CourseType, { id, tenantId });
    if (!type) throw BizError.of(CourseErrors.TYPE_NOT_EXISTS);
    return toCourseTypeVO(type);
  }
}

@QueryHandler(PageCourseTypesQuery)
export class PageCourseTypesHandler implements IQueryHandler<PageCourseTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PageCourseTypesQuery): Promise<PageResult<CourseTypeVO>> {
    const where: FilterQuery<CourseType> = { tenantId };
    if (filter.name) where.name = { $ilike: `%${escapeLike(filter.name)}%` };
    if (filter.status !== undefined) where.status = filter.status;
    const [rows, total] = await this.em.fork().findAndCount(CourseType, where, {
      orderBy: { sort: 'asc', id: 'asc' },
      limit: filter.pageSize,
      offset: filter.offset,
    });
    return pageOf(rows.map(toCourseTypeVO), total);
  }
}

@QueryHandler(ListCourseTypesQuery)
export class ListCourseTypesHandler implements IQueryHandler<ListCourseTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId }: ListCourseTypesQuery): Promise<CourseTypeVO[]> {
    const rows = await this.em.fork().find(CourseType, { tenantId, status: CommonStatus.ENABLE }, { orderBy: { sort: 'asc', id: 'asc' } });
    return rows.map(toCourseTypeVO);
  }
}

/** `%` and `_` typed by a user match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const courseTypeQueryHandlers = [GetCourseTypeHandler, PageCourseTypesHandler, ListCourseTypesHandler];
