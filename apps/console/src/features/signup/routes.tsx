import { COURSE_ROUTE_ROLES } from '@dha/contracts';
import type { RouteObject } from 'react-router-dom';
import { hiddenPageRoute } from '../../app/route-meta';
import { signupPages } from './pages';

/** The signup board: the hidden signup screens light up its menu entry. */
export const SIGNUP_MANAGER_MENU = '/course/signup-manager';

function hidden(path: string, page: keyof typeof signupPages, title: string, roles: readonly string[], noCache = false): RouteObject {
  return hiddenPageRoute(path, signupPages[page], { title, roles, noCache, activeMenu: SIGNUP_MANAGER_MENU });
}

/**
 * The hidden signup routes of spec §2 under /course (the upstream paths) with the roles of spec §6.
 * The signup board itself (signup-manager) comes from the server menus through app/page-registry.ts.
 */
export const signupRoutes: RouteObject[] = [
  hidden('course/completereg/:courseId', 'course/completereg/index', '完成登记', COURSE_ROUTE_ROLES.completereg),
  hidden('course/signuprecord/:courseId', 'course/signuprecord/index', '报名状态', COURSE_ROUTE_ROLES.signuprecord, true),
  hidden('course/signup-rep', 'course/signup-rep/index', '补录报名', COURSE_ROUTE_ROLES['signup-rep']),
  hidden('course/review', 'course/review/index', '报名审核', COURSE_ROUTE_ROLES.review, true),
  hidden('course/detail', 'course/detail/index', '报名详情', COURSE_ROUTE_ROLES.detail, true),
  hidden('course/signup-query', 'course/signup-query/index', '报名查询', COURSE_ROUTE_ROLES['signup-query']),
];
