import { COURSE_ROUTE_ROLES } from '@dha/contracts';
import type { RouteObject } from 'react-router-dom';
import { hiddenPageRoute } from '../../app/route-meta';
import { coursePages } from './pages';

/** the menu entry these pages light up (as upstream: the signup board's) */
const ACTIVE_MENU = '/course/signup-manager';

function hidden(path: string, page: keyof typeof coursePages, title: string, roles: readonly string[]): RouteObject {
  return hiddenPageRoute(path, coursePages[page], { title, roles, activeMenu: ACTIVE_MENU });
}

/**
 * The hidden /course routes of spec §2 with the roles of spec §6 (the signup screens' hidden routes
 * are in features/signup/routes.tsx). The menu pages (code, type, manager) come from the server menus
 * through app/page-registry.ts.
 */
export const courseRoutes: RouteObject[] = [
  hidden('course/claim', 'course/claim/index', '课程认领', COURSE_ROUTE_ROLES.claim),
  hidden('course/location', 'course/location/index', '上课地点', COURSE_ROUTE_ROLES.location),
];
