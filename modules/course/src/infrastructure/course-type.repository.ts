import { BizError } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CourseErrors } from '../course.errors';
import { Course, CourseCodeSeries, CourseType } from '../domain';

/** A course type of the tenant; else TYPE_NOT_EXISTS. */
export async function getCourseType(em: EntityManager, tenantId: number, id: number): Promise<CourseType> {
  const type = await em.findOne(CourseType, { id, tenantId });
  if (!type) throw BizError.of(CourseErrors.TYPE_NOT_EXISTS);
  return type;
}

/** How many live courses carry the type's dictionary value. */
export const coursesOfType = (em: EntityManager, type: CourseType): Promise<number> =>
  em.count(Course, { tenantId: type.tenantId, type: type.dictValue, deleted: false });

/** How many code series belong to the type (at most one). */
export const codeSeriesOfType = (em: EntityManager, type: CourseType): Promise<number> =>
  em.count(CourseCodeSeries, { tenantId: type.tenantId, typeId: type.id });

/** Flushes a type change; a dictionary value already typed (unique index) becomes TYPE_DICT_VALUE_DUPLICATE. */
export async function flushCourseType(em: EntityManager, dictValue: string): Promise<void> {
  try {
    await em.flush();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw new BizError(CourseErrors.TYPE_DICT_VALUE_DUPLICATE, dictValue);
    throw e;
  }
}
