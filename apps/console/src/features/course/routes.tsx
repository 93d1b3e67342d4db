import { COURSE_ROUTE_ROLES } from '@dha/contracts';
import type { RouteObject } from 'react-router-dom';
import type { RouteMeta } from '../../app/router';
import { coursePages } from './pages';

type CoursePageKey = keyof typeof coursePages;

function hiddenRoute(path: string, page: CoursePageKey, title: string, roles: readonly string[], noCache = false): RouteObject {
  const handle: RouteMeta = { title, roles, hidden: true, noCache, activeMenu: '/course/signup-manager' };
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await coursePages[page]()).default }),
  };
}

/**
 * The hidden /course routes of spec §2 with the roles of spec §6. They are static (not only menu
 * routes) so that a user without the role gets /401 instead of /404, and a user with the role can
 * open them even when their menus do not list them. The menu pages (code, type, manager,
 * signup-manager) come from the server menus through app/page-registry.ts.
 */
export const courseRoutes: RouteObject[] = [
  hiddenRoute('course/completereg/:courseId', 'course/completereg/index', '完成登记', COURSE_ROUTE_ROLES.completereg),
  hiddenRoute('course/signuprecord/:courseId', 'course/signuprecord/index', '报名状态', COURSE_ROUTE_ROLES.signuprecord, true),
  hiddenRoute('course/signup-rep', 'course/signup-rep/index', '补录报名', COURSE_ROUTE_ROLES['signup-rep']),
  hiddenRoute('course/review', 'course/review/index', '报名审核', COURSE_ROUTE_ROLES.review, true),
  hiddenRoute('course/detail', 'course/detail/index', '报名详情', COURSE_ROUTE_ROLES.detail, true),
  hiddenRoute('course/claim', 'course/claim/index', '课程认领', COURSE_ROUTE_ROLES.claim),
  hiddenRoute('course/location', 'course/location/index', '上课地点', COURSE_ROUTE_ROLES.location),
  hiddenRoute('course/signup-query', 'course/signup-query/index', '报名查询', COURSE_ROUTE_ROLES['signup-query']),
];
