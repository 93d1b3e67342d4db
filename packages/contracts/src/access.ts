import { ALL_PERMISSIONS, ALL_ROLES_PASS, RoleCode } from './enums';

/**
 * The one role/permission check, used by the server guard and the console directives alike.
 * Spec §6: 'admin'/'super_admin' pass every role check, '*:*:*' every permission check.
 */
export function hasAnyRole(userRoles: readonly string[], required: readonly string[]): boolean {
  if (userRoles.some((r) => (ALL_ROLES_PASS as readonly string[]).includes(r))) return true;
  return required.some((r) => userRoles.includes(r));
}

export function hasAllRoles(userRoles: readonly string[], required: readonly string[]): boolean {
  if (userRoles.some((r) => (ALL_ROLES_PASS as readonly string[]).includes(r))) return true;
  return required.every((r) => userRoles.includes(r));
}

export function hasAnyPermission(userPermissions: readonly string[], required: readonly string[]): boolean {
  if (userPermissions.includes(ALL_PERMISSIONS)) return true;
  return required.some((p) => userPermissions.includes(p));
}

export function hasAllPermissions(userPermissions: readonly string[], required: readonly string[]): boolean {
  if (userPermissions.includes(ALL_PERMISSIONS)) return true;
  return required.every((p) => userPermissions.includes(p));
}

/**
 * Spec §6 "common user", word for word: no roles, more than one role, or exactly the single role
 * common. Kept for what the spec names by it; nothing that decides access uses it, because the
 * "more than one role" part would treat staff holding two roles (signup_admin + course_teacher) as
 * visitors. Access decisions use isOnlyCommon below.
 */
export function isCommonUser(userRoles: readonly string[]): boolean {
  return userRoles.length !== 1 || userRoles[0] === RoleCode.COMMON;
}

/**
 * A visitor account: exactly the single role common, or no roles at all (the console's
 * ROLE_DEFAULT; a user granted nothing is no staff member either). This is spec §2's "a user whose
 * only role is common may visit only open routes and /client/ paths", and §6's isCommon / isAdmin
 * directives; the console's route guard, its directives and the server's "applicant must be a
 * visitor" rule all use it.
 */
export function isOnlyCommon(userRoles: readonly string[]): boolean {
  return userRoles.length === 0 || (userRoles.length === 1 && userRoles[0] === RoleCode.COMMON);
}

/**
 * A tenant's administrator (our addition to the spec's roles: the role a new tenant's first account
 * gets) runs that tenant as super_admin runs the system tenant, so it stands beside super_admin in
 * every list below.
 */
const ADMINS = ['super_admin', 'tenant_admin'] as const;
const REVIEWERS = [...ADMINS, 'dept_admin', 'area_admin', 'office_admin', 'signup_admin', 'course_teacher'] as const;

/** Spec §6: the hidden /course routes and the roles allowed on each (server and console share it). */
export const COURSE_ROUTE_ROLES = {
  completereg: REVIEWERS,
  review: REVIEWERS,
  detail: REVIEWERS,
  claim: REVIEWERS,
  'signup-query': REVIEWERS,
  signuprecord: [...REVIEWERS, 'other_teacher'],
  'signup-rep': [...ADMINS, 'dept_admin', 'area_admin', 'office_admin', 'signup_admin'],
  location: [...ADMINS, 'dept_admin', 'area_admin'],
} as const satisfies Record<string, readonly string[]>;
