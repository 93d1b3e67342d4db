import { inDataScope, type DataScopeGrant } from '@dha/system';
import type { FilterQuery } from '@mikro-orm/core';
import type { Course } from './course.entity';

/**
 * The courses a staff member may manage: their roles' data scope (by the course's department, SELF by
 * its creator) and, for a teacher, the courses they teach (the teacher rule holds whatever the scope).
 */
export interface CourseScope {
  grant: DataScopeGrant;
  taughtCourseIds: number[];
}

/** The scope as an ORM condition on courses; undefined when it holds every course. */
export function courseScopeCondition(scope: CourseScope): FilterQuery<Course> | undefined {
  const { grant, taughtCourseIds } = scope;
  if (grant.all) return undefined;
  const any: Array<FilterQuery<Course>> = [{ deptId: { $in: grant.deptIds } }, { id: { $in: taughtCourseIds } }];
  if (grant.selfUserId !== null) any.push({ creator: String(grant.selfUserId) });
  return { $or: any };
}

/** The same rule for one course. */
export function courseInScope(course: Course, scope: CourseScope): boolean {
  const creatorUserId = /^\d+$/.test(course.creator) ? Number(course.creator) : null;
  return inDataScope(scope.grant, { deptId: course.deptId, creatorUserId }) || scope.taughtCourseIds.includes(course.id);
}
