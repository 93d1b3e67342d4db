import {
  COURSE_ROUTE_ROLES,
  hasAnyPermission,
  hasAnyRole,
  Permissions,
  RoleCode,
  SignupStatus,
  type SignupStatusValue,
} from '@dha/contracts';

/** What staff may do on a signup (the server's rules: architecture §3 + modules/signup staff-access). */
export type StaffAction = 'PASS' | 'REJECT' | 'APPROVE' | 'CANCEL';

export const STAFF_ACTION_LABELS: Record<StaffAction, string> = {
  PASS: '通过',
  REJECT: '拒绝',
  APPROVE: '录取',
  CANCEL: '取消报名',
};

export interface StaffUser {
  roles: readonly string[];
  permissions: readonly string[];
}

/** signup/office/area/dept/super admin: act on every course (the signup-rep roles). */
export const isSignupAdmin = (u: StaffUser): boolean => hasAnyRole(u.roles, COURSE_ROUTE_ROLES['signup-rep']);
export const isCourseTeacher = (u: StaffUser): boolean => hasAnyRole(u.roles, [RoleCode.COURSE_TEACHER]);

const NON_TERMINAL: readonly number[] = [
  SignupStatus.INIT,
  SignupStatus.WAIT_AUDIT,
  SignupStatus.WAIT_TEACHER_AUDIT,
  SignupStatus.WAIT_STUDENT_AUDIT,
  SignupStatus.FORMAL_ACCEPT,
  SignupStatus.CANDIDATE_ACCEPT,
];

/**
 * The staff actions offered for a signup in `status`:
 * - 待审核: PASS (admins), REJECT (admins, the course's teacher)
 * - 待老师审核: APPROVE with an offer and REJECT (the course's teacher, admins)
 * - any non-terminal status: CANCEL (admins)
 * A teacher only sees their own courses' signups (the server scopes the list), so "teacher" here
 * means the course_teacher role. Review actions also need the review permission, cancel the cancel one.
 */
export function staffActions(status: SignupStatusValue, user: StaffUser): StaffAction[] {
  const admin = isSignupAdmin(user);
  const reviewer = (admin || isCourseTeacher(user)) && hasAnyPermission(user.permissions, [Permissions.signup.review]);
  const actions: StaffAction[] = [];
  if (status === SignupStatus.WAIT_AUDIT) {
    if (admin && reviewer) actions.push('PASS');
    if (reviewer) actions.push('REJECT');
  }
  if (status === SignupStatus.WAIT_TEACHER_AUDIT && reviewer) actions.push('APPROVE', 'REJECT');
  if (admin && NON_TERMINAL.includes(status) && hasAnyPermission(user.permissions, [Permissions.signup.cancel])) actions.push('CANCEL');
  return actions;
}

/** Batch review actions the user may start (the per-row checks happen on the server). */
export function batchActions(user: StaffUser): Array<'PASS' | 'REJECT' | 'APPROVE'> {
  const admin = isSignupAdmin(user);
  if (!(admin || isCourseTeacher(user)) || !hasAnyPermission(user.permissions, [Permissions.signup.review])) return [];
  return admin ? ['PASS', 'REJECT', 'APPROVE'] : ['APPROVE', 'REJECT'];
}
