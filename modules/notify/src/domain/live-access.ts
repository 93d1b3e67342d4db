import { COURSE_ROUTE_ROLES, LiveRooms, Permissions, RoleCode, hasAnyPermission, hasAnyRole, isRowId } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { sessionKeyOf } from '@dha/server-core';

/** Most courses one socket may watch at a time (a course page watches one; a list a page of them). */
export const MAX_WATCHED_COURSES = 50;

/**
 * Reviewers of every course of their tenant: the review permission and a tenant-wide role (the
 * signup-rep roles, as the signup module's data scope reads it). A teacher hears only the courses
 * they teach.
 */
export function reviewsWholeTenant(user: Pick<LoginUser, 'roles' | 'permissions'>): boolean {
  return hasAnyPermission(user.permissions, [Permissions.signup.review]) && hasAnyRole(user.roles, COURSE_ROUTE_ROLES['signup-rep']);
}

/** Whether the user is a course teacher (who hears the signups of the courses they teach). */
export const isCourseTeacher = (user: Pick<LoginUser, 'roles'>): boolean => user.roles.includes(RoleCode.COURSE_TEACHER);

/** The rooms an authenticated socket joins. */
export function roomsOf(user: LoginUser, taughtCourseIds: readonly number[]): string[] {
  const rooms = [LiveRooms.user(user.id), LiveRooms.tenant(user.tenantId), LiveRooms.session(sessionKeyOf(user.accessToken))];
  if (reviewsWholeTenant(user)) rooms.push(LiveRooms.tenantReviewers(user.tenantId));
  for (const courseId of taughtCourseIds) rooms.push(LiveRooms.courseReviewers(courseId));
  return rooms;
}

/** A course id as a client may send it: a positive int (a digit string is accepted too). */
export function courseIdOf(raw: unknown): number | null {
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return isRowId(value) ? value : null;
}
