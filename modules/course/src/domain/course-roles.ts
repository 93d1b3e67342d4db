import { RoleCode } from '@dha/contracts';

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
