import { Navigate, type RouteObject } from 'react-router-dom';
import { DIGITS, HOME_META, HOME_PATH, MENU_DISPATCH_ID, type RouteMeta } from '../../app/route-meta';
import { lazyPage } from '../../app/lazy-page';
import { RedirectPage } from './RedirectPage';
import { layoutPages } from './pages';

// the layout and the home are staff-only: kept out of the login's and the client area's first load
const ManagementLayout = lazyPage(() => import('./ManagementLayout'), 'ManagementLayout');
const HomePage = lazyPage(() => import('../home/HomePage'), 'HomePage');
// with the menu routes and the page registry behind it (app/menu-routes-loader.ts)
const MenuRoutePage = lazyPage(() => import('./MenuRoutePage'), 'MenuRoutePage');

const hidden = (title: string, more: RouteMeta = {}): RouteMeta => ({ title, hidden: true, ...more });
const lazyRoute = (path: string, page: keyof typeof layoutPages, handle: RouteMeta, id?: string): RouteObject => ({
  id,
  path,
  handle,
  lazy: async () => ({ Component: (await layoutPages[page]()).default }),
});

/**
 * The management layout (spec §2 "Layout routes") with the staff routes of the features inside it
 * (/user/notify-message comes with the notify feature's routes).
 */
export function layoutRoutes(children: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      element: <ManagementLayout />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        { path: HOME_PATH.slice(1), element: <HomePage />, handle: HOME_META },
        { path: 'redirect/*', element: <RedirectPage />, handle: hidden('重定向', { noCache: true }) },
        lazyRoute('user/profile', 'user/profile', hidden('个人中心'), 'Profile'),
        lazyRoute(
          'dict/type/data/:dictId',
          'dict/data',
          hidden('字典数据', { activeMenu: '/system/dict', params: { dictId: DIGITS } }),
          'SystemDictData',
        ),
        lazyRoute('job/log', 'job/log', hidden('调度日志', { activeMenu: '/infra/job' }), 'InfraJobLog'),
        lazyRoute(
          'codegen/edit/:tableId',
          'codegen/edit',
          hidden('修改生成配置', { activeMenu: '/infra/codegen', params: { tableId: DIGITS } }),
          'InfraCodegenEditTable',
        ),
        lazyRoute('pay/cashier', 'pay/cashier', hidden('收银台', { noCache: true }), 'PayCashier'),
        lazyRoute('system/help', 'system/help', hidden('帮助中心'), 'SystemHelp'),
        ...children,
        { id: MENU_DISPATCH_ID, path: '*', element: <MenuRoutePage /> },
      ],
    },
  ];
}
