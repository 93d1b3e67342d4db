import { COURSE_ROUTE_ROLES, RoleCode } from '@dha/contracts';

/** Roles that make a user a teacher: may be named on a course and may claim one. */
export const TEACHER_ROLES: string[] = [RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER];

/** Roles that decide teacher claims (and see every claim of the tenant). */
export const CLAIM_DECIDER_ROLES: string[] = [
  RoleCode.SUPER_ADMIN,
  RoleCode.DEPT_ADMIN,
  RoleCode.AREA_ADMIN,
  RoleCode.OFFICE_ADMIN,
  RoleCode.SIGNUP_ADMIN,
];

/**
 * Roles that administer courses within their data scope, published or not (the signup-rep roles of
 * spec §6, as the signup lists count them); anyone else reads the courses they teach and published ones.
 */
export const COURSE_ADMIN_ROLES: readonly string[] = COURSE_ROUTE_ROLES['signup-rep'];
