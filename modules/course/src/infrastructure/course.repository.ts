import { BizError } from '@dha/server-core';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CourseErrors } from '../course.errors';
import { Course, courseInScope, Location, type CourseScope } from '../domain';

/**
 * A live (not deleted) course of the tenant, locked for the rest of the transaction; else
 * COURSE_NOT_EXISTS. With a `scope`, a course outside it is not found either.
 */
export async function lockLiveCourse(em: EntityManager, tenantId: number, id: number, scope?: CourseScope): Promise<Course> {
  const course = await em.findOne(Course, { id, tenantId, deleted: false }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!course) throw BizError.of(CourseErrors.COURSE_NOT_EXISTS);
  if (scope && !courseInScope(course, scope)) throw BizError.of(CourseErrors.COURSE_NOT_EXISTS);
  return course;
}

/** Codes stay unique per tenant, also after a soft delete. */
export async function assertCourseCodeFree(em: EntityManager, tenantId: number, code: string): Promise<void> {
  if (await em.count(Course, { tenantId, code })) throw new BizError(CourseErrors.COURSE_CODE_DUPLICATE, code);
}

/** Flushes a course change; a code taken meanwhile (unique index) becomes COURSE_CODE_DUPLICATE. */
export async function flushCourse(em: EntityManager, code: string): Promise<void> {
  try {
    await em.flush();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw new BizError(CourseErrors.COURSE_CODE_DUPLICATE, code);
    throw e;
  }
}

/** Centres by id (for names and addresses next to courses). */
export async function locationsById(em: EntityManager, ids: Array<number | null>): Promise<Map<number, Location>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const locations = wanted.length ? await em.find(Location, { id: { $in: wanted } }) : [];
  return new Map(locations.map((l) => [l.id, l]));
}

/** Every course row of a deleted tenant (sessions and teachers go with their courses by foreign key). */
export async function deleteTenantCourses(em: EntityManager, tenantId: number): Promise<void> {
  for (const table of ['course_claim', 'course_course', 'course_code_series', 'course_location', 'course_type']) {
    await em.execute(`delete from "${table}" where tenant_id = ?`, [tenantId]);
  }
}
