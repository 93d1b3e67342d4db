import { containing, escapeLike, pageWindow } from '@dha/server-core';
import type { PageParamDto } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ClassStatus } from '@dha/contracts';
import { Course, CourseTeacher, courseScopeCondition, type CourseScope } from '../domain';
import type { ClientCoursePageDto } from '../queries/page-client-courses/page-client-courses.dto';
import type { CoursePageDto } from '../queries/page-courses/page-courses.dto';

/** Courses are always read with their sessions and teachers (the views need both). */
const WITH_SESSIONS_AND_TEACHERS = { populate: ['sessions', 'teachers'] as const, strategy: 'select-in' as const };

/** A live course of the tenant (`publishedOnly` for visitors; within `scope` for staff), or null. */
export function findLiveCourse(
  em: EntityManager,
  tenantId: number,
  id: number,
  publishedOnly = false,
  scope?: CourseScope,
): Promise<Course | null> {
  const where: FilterQuery<Course> = { id, tenantId, deleted: false, ...(publishedOnly ? { published: true } : {}) };
  const inScope = scope && courseScopeCondition(scope);
  if (inScope) where.$and = [inScope];
  return em.findOne(Course, where, WITH_SESSIONS_AND_TEACHERS);
}

/** The course manager's page: filters by name, code, type, status, published, teacher and start time, within the caller's scope. */
export async function pageManagedCourses(
  em: EntityManager,
  tenantId: number,
  filter: CoursePageDto,
  scope?: CourseScope,
): Promise<[Course[], number]> {
  const where: FilterQuery<Course> = { tenantId, deleted: false };
  const inScope = scope && courseScopeCondition(scope);
  if (inScope) where.$and = [inScope];
  if (filter.name) where.name = containing(filter.name);
  if (filter.code) where.code = containing(filter.code);
  if (filter.type) where.type = filter.type;
  if (filter.status !== undefined) where.status = filter.status;
  if (filter.published !== undefined) where.published = filter.published;
  if (filter.teacherId !== undefined) {
    const links = await em.find(CourseTeacher, { teacherUserId: filter.teacherId, tenantId });
    where.id = { $in: links.map((l) => l.course.id) };
  }
  const [from, to] = filter.startTime ?? [];
  if (from !== undefined || to !== undefined) {
    where.startTime = {
      ...(from !== undefined ? { $gte: new Date(from) } : {}),
      ...(to !== undefined ? { $lte: new Date(to) } : {}),
    };
  }
  return em.findAndCount(Course, where, {
    ...WITH_SESSIONS_AND_TEACHERS,
    orderBy: { startTime: 'desc', id: 'desc' },
    ...pageWindow(filter),
  });
}

/** Published courses for visitors: open courses first (before class), then by start time. */
export function pageClientCourses(em: EntityManager, tenantId: number, filter: ClientCoursePageDto): Promise<[Course[], number]> {
  const where: FilterQuery<Course> = { tenantId, deleted: false, published: true };
  if (filter.type) where.type = filter.type;
  if (filter.status !== undefined) where.status = filter.status;
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    where.$or = [{ name: { $ilike: like } }, { code: { $ilike: like } }];
  }
  return em.findAndCount(Course, where, {
    ...WITH_SESSIONS_AND_TEACHERS,
    orderBy: { status: 'asc', startTime: 'asc', id: 'asc' },
    ...pageWindow(filter),
  });
}

/** Live courses without a teacher that are not completed, soonest first. */
export function pageClaimableCourses(em: EntityManager, tenantId: number, page: PageParamDto): Promise<[Course[], number]> {
  const where: FilterQuery<Course> = {
    tenantId,
    deleted: false,
    status: { $nin: [ClassStatus.COMPLETED] },
    teachers: { $none: {} },
  };
  return em.findAndCount(Course, where, { ...WITH_SESSIONS_AND_TEACHERS, orderBy: { startTime: 'asc', id: 'asc' }, ...pageWindow(page) });
}

/** Ids of the live courses a teacher teaches, ascending. */
export async function teacherCourseIds(em: EntityManager, teacherUserId: number): Promise<number[]> {
  const links = await em.find(CourseTeacher, { teacherUserId, course: { deleted: false } }, { orderBy: { course: { id: 'asc' } } });
  return links.map((l) => l.course.id);
}

/** A tenant's live courses by code (at most 1000 codes). */
export function findLiveCoursesByCodes(em: EntityManager, tenantId: number, codes: string[]): Promise<Course[]> {
  const wanted = [...new Set(codes)].slice(0, 1000);
  return wanted.length ? em.find(Course, { tenantId, code: { $in: wanted }, deleted: false }) : Promise.resolve([]);
}

/** Ids of the tenant's courses (deleted too) of these departments or, with `selfUserId`, created by that user. */
export async function scopedCourseIds(
  em: EntityManager,
  tenantId: number,
  deptIds: number[],
  selfUserId: number | null,
): Promise<number[]> {
  const rows = await em
    .getConnection()
    .execute<Array<{ id: number }>>(
      `select id from course_course where tenant_id = ? and (dept_id = any(?::int[]) or creator = ?) order by id`,
      [tenantId, `{${deptIds.join(',')}}`, selfUserId === null ? '' : String(selfUserId)],
    );
  return rows.map((r) => Number(r.id));
}

/** A tenant's live courses per class status, all of them (`courseIds` null) or only these. */
export async function countCoursesByStatus(
  em: EntityManager,
  tenantId: number,
  courseIds: number[] | null,
): Promise<Record<string, number>> {
  if (courseIds && !courseIds.length) return {};
  const rows = await em
    .getConnection()
    .execute<Array<{ status: number; n: number }>>(
      `select status, count(*)::int as n from course_course where tenant_id = ? and deleted = false${
        courseIds ? ' and id = any(?::int[])' : ''
      } group by status`,
      courseIds ? [tenantId, `{${courseIds.join(',')}}`] : [tenantId],
    );
  return Object.fromEntries(rows.map((r) => [String(r.status), Number(r.n)]));
}
