import { BizError } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CourseErrors } from '../course.errors';
import { Course, CourseCodeSeries, CourseType } from '../domain';

/** A code series of the tenant; else CODE_SERIES_NOT_EXISTS. */
export async function getCodeSeries(em: EntityManager, tenantId: number, id: number): Promise<CourseCodeSeries> {
  const series = await em.findOne(CourseCodeSeries, { id, tenantId });
  if (!series) throw BizError.of(CourseErrors.CODE_SERIES_NOT_EXISTS);
  return series;
}

/** A series may only point at a course type of its tenant (400 naming `typeId` otherwise). */
export async function assertCourseTypeExists(em: EntityManager, tenantId: number, typeId: number): Promise<void> {
  const type = await em.findOne(CourseType, { id: typeId, tenantId });
  if (!type) throw BizError.badRequest(`typeId: 课程类型 ${typeId} 不存在`);
}

/** Whether a course of the tenant already has this code (also a deleted one). */
export const isCourseCodeTaken = async (em: EntityManager, tenantId: number, code: string): Promise<boolean> =>
  (await em.count(Course, { tenantId, code })) > 0;

/** Flushes a series change; the unique indexes become PREFIX_DUPLICATE or TYPE_DUPLICATE. */
export async function flushCodeSeries(em: EntityManager, prefix: string): Promise<void> {
  try {
    await em.flush();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) {
      if (String(e.message).includes('course_code_series_tenant_prefix_unique'))
        throw new BizError(CourseErrors.CODE_SERIES_PREFIX_DUPLICATE, prefix);
      throw BizError.of(CourseErrors.CODE_SERIES_TYPE_DUPLICATE);
    }
    throw e;
  }
}
