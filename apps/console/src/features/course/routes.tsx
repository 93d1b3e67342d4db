import type { RouteObject } from 'react-router-dom';

/**
 * Staff screens under /course (spec §2 "/course routes"), rendered inside the management layout.
 * Give each route `handle: { title, roles: COURSE_ROUTE_ROLES.<name> }` (from @dha/contracts) so
 * the navigation guard sends other users to /401, e.g.
 *   { path: '/course/review', element: <ReviewPage />, handle: { title: '报名审核', roles: COURSE_ROUTE_ROLES.review } }
 * Pages reached through server menus (component strings like `course/manager/index`) are
 * registered in app/page-registry.ts instead.
 */
export const courseRoutes: RouteObject[] = [];
