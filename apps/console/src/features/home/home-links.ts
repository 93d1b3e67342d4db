import { COURSE_ROUTE_ROLES, hasAnyRole, RoleCode, SignupStatus } from '@dha/contracts';
import { reviewStageOf } from '../signup/shared/signup-filter';

type CourseRoute = keyof typeof COURSE_ROUTE_ROLES;

/** A shortcut of the home to a /course route of spec §6. */
export interface HomeShortcut {
  route: CourseRoute;
  to: string;
  title: string;
  icon: 'endorsed' | 'search' | 'add' | 'hand' | 'map-marker';
}

/** The /course routes that open without a course or signup id, in the order the home lists them. */
const SHORTCUTS: readonly HomeShortcut[] = [
  { route: 'review', to: '/course/review', title: '报名审核', icon: 'endorsed' },
  { route: 'signup-query', to: '/course/signup-query', title: '报名查询', icon: 'search' },
  { route: 'signup-rep', to: '/course/signup-rep', title: '补录报名', icon: 'add' },
  { route: 'claim', to: '/course/claim', title: '课程认领', icon: 'hand' },
  { route: 'location', to: '/course/location', title: '上课地点', icon: 'map-marker' },
];

/** May the user open this /course route (spec §6 table)? */
export const mayOpen = (roles: readonly string[], route: CourseRoute): boolean => hasAnyRole(roles, COURSE_ROUTE_ROLES[route]);

/** The shortcuts of the /course routes the user may open. */
export const courseShortcuts = (roles: readonly string[]): HomeShortcut[] => SHORTCUTS.filter((s) => mayOpen(roles, s.route));

/** Does the user claim courses (a teacher who may open the claim page)? */
export const claimsCourses = (roles: readonly string[]): boolean => roles.includes(RoleCode.COURSE_TEACHER) && mayOpen(roles, 'claim');

/** The review queue opened on a stage (and a course). */
export function reviewLink(status: number, courseId?: number): string {
  const q = new URLSearchParams({ status: String(status) });
  if (courseId) q.set('courseId', String(courseId));
  return `/course/review?${q.toString()}`;
}

/** The review stages the home counts, the user's own first. */
export function stagesFor(roles: readonly string[]): number[] {
  const own = reviewStageOf(roles);
  return [own, ...[SignupStatus.WAIT_AUDIT, SignupStatus.WAIT_TEACHER_AUDIT].filter((s) => s !== own)];
}
