import type { RouteObject } from 'react-router-dom';
import { Page401, Page404 } from './ErrorPages';

export const errorRoutes: RouteObject[] = [
  { path: '/401', element: <Page401 />, handle: { title: '401' } },
  { path: '/404', element: <Page404 />, handle: { title: '404' } },
];
