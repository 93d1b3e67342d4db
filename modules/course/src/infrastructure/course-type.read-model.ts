import { containing, pageWindow } from '@dha/server-core';
import { CommonStatus, type CourseTypeVO } from '@dha/contracts';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CourseType } from '../domain';
import type { CourseTypePageDto } from '../queries/page-course-types/page-course-types.dto';

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

const IN_SORT_ORDER = { orderBy: { sort: 'asc', id: 'asc' } } as const;

export async function pageCourseTypes(em: EntityManager, tenantId: number, filter: CourseTypePageDto): Promise<[CourseTypeVO[], number]> {
  const where: FilterQuery<CourseType> = { tenantId };
  if (filter.name) where.name = containing(filter.name);
  if (filter.status !== undefined) where.status = filter.status;
  const [rows, total] = await em.findAndCount(CourseType, where, { ...IN_SORT_ORDER, ...pageWindow(filter) });
  return [rows.map(toCourseTypeVO), total];
}

export async function enabledCourseTypes(em: EntityManager, tenantId: number): Promise<CourseTypeVO[]> {
  return (await em.find(CourseType, { tenantId, status: CommonStatus.ENABLE }, IN_SORT_ORDER)).map(toCourseTypeVO);
}
