import { inDataScope, type DataScopeGrant } from '@dha/system';
import type { FilterQuery } from '@mikro-orm/core';
import type { Course } from './course.entity';

/**
 * The courses a staff member may read and manage. A course admin (the signup-rep roles of spec §6):
 * the courses of their roles' data scope (by the course's department, SELF by its creator) and those
 * they teach. Anyone else (teachers): the courses they teach, and published ones within the data scope;
 * never another teacher's unpublished course. The rule the signup lists apply to signups, for courses.
 */
export interface CourseScope {
  grant: DataScopeGrant;
  taughtCourseIds: number[];
  /** not a course admin: outside the courses they teach, only published ones */
  publishedOnly: boolean;
}

/** The data scope alone as an ORM condition; undefined when it holds every course. */
function grantCondition(grant: DataScopeGrant): FilterQuery<Course> | undefined {
  if (grant.all) return undefined;
  const any: Array<FilterQuery<Course>> = [{ deptId: { $in: grant.deptIds } }];
  if (grant.selfUserId !== null) any.push({ creator: String(grant.selfUserId) });
  return { $or: any };
}

/** The scope as an ORM condition on courses; undefined when it holds every course. */
export function courseScopeCondition(scope: CourseScope): FilterQuery<Course> | undefined {
  const granted = grantCondition(scope.grant);
  const readable = scope.publishedOnly ? { published: true, ...(granted ? { $and: [granted] } : {}) } : granted;
  if (!readable) return undefined;
  return { $or: [readable, { id: { $in: scope.taughtCourseIds } }] };
}

/** The same rule for one course. */
export function courseInScope(course: Course, scope: CourseScope): boolean {
  if (scope.taughtCourseIds.includes(course.id)) return true;
  if (scope.publishedOnly && !course.published) return false;
  const creatorUserId = /^\d+$/.test(course.creator) ? Number(course.creator) : null;
  return inDataScope(scope.grant, { deptId: course.deptId, creatorUserId });
}
