import { inDataScope, type DataScopeGrant } from '@dha/system';
import type { CourseForSignup } from '@dha/course';
import { COURSE_ROUTE_ROLES, GlobalErrorCodes, RoleCode, hasAnyRole } from '@dha/contracts';
import { BizError, type LoginUser } from '@dha/server-core';

/** Staff who act on every course of the tenant (the signup-rep roles; admin/super_admin pass every role check). */
export const SIGNUP_ADMIN_ROLES: readonly string[] = COURSE_ROUTE_ROLES['signup-rep'];

export function isSignupAdmin(user: Pick<LoginUser, 'roles'>): boolean {
  return hasAnyRole(user.roles, SIGNUP_ADMIN_ROLES);
}

/**
 * Who reads applicants' whole mobile numbers in the staff signup views (list, detail, export): the
 * signup-rep roles of spec §6 (super/dept/area/office/signup admin, and admin) — they administer
 * signups on every course of their scope, make supplementary signups and phone applicants about
 * them. Teachers (course_teacher, other_teacher) review and teach; they see `139****5678`.
 */
export function mayReadApplicantMobile(user: Pick<LoginUser, 'roles'>): boolean {
  return isSignupAdmin(user);
}

/** A teacher of this course (course_teacher role and listed on the course). */
export function teachesCourse(user: Pick<LoginUser, 'id' | 'roles'>, course: CourseForSignup | null): boolean {
  return !!course && user.roles.includes(RoleCode.COURSE_TEACHER) && course.teacherIds.includes(user.id);
}

export const forbidden = (): BizError => BizError.of(GlobalErrorCodes.FORBIDDEN);

/**
 * Admins act on the courses of their data scope (`scope`, from GetDataScopeQuery) and those they
 * teach; anyone else (teachers) only on the courses they teach; else 403.
 */
export function assertCourseAccess(user: Pick<LoginUser, 'id' | 'roles'>, course: CourseForSignup | null, scope: DataScopeGrant): void {
  if (isSignupAdmin(user) && inAdminScope(user, course, scope)) return;
  if (!course || !course.teacherIds.includes(user.id)) throw forbidden();
}

/** Whether an admin's data scope covers the course (by its department, or SELF by its creator). */
export function inAdminScope(user: Pick<LoginUser, 'id'>, course: CourseForSignup | null, scope: DataScopeGrant): boolean {
  if (scope.all) return true;
  return !!course && (inDataScope(scope, course) || course.teacherIds.includes(user.id));
}
