import { Navigate, type RouteObject } from 'react-router-dom';
import { HomePage } from '../home/HomePage';
import { ManagementLayout } from './ManagementLayout';
import { MenuRoutePage } from './MenuRoutePage';
import { RedirectPage } from './RedirectPage';

/** id of the catch-all child that renders pages generated from the server menus */
export const MENU_DISPATCH_ID = 'menu-dispatch';

/** The management layout (spec §2 "Layout routes") with the staff routes of the features inside it. */
export function layoutRoutes(children: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      element: <ManagementLayout />,
      children: [
        { index: true, element: <Navigate to="/index" replace /> },
        { path: 'index', element: <HomePage />, handle: { title: '首页' } },
        { path: 'redirect/*', element: <RedirectPage /> },
        ...children,
        { id: MENU_DISPATCH_ID, path: '*', element: <MenuRoutePage /> },
      ],
    },
  ];
}
