import type { RouteObject } from 'react-router-dom';

/**
 * Client area (spec §2: paths under /client/, open routes + role common). Top-level routes with
 * absolute paths, e.g. `{ path: '/client', element: <ClientLayout />, children: [{ path: 'course-list', ... }] }`.
 * Route meta goes in `handle` (see RouteMeta in app/router.tsx).
 */
export const clientRoutes: RouteObject[] = [];
