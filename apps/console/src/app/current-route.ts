import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useSession } from '../auth/session';
import { loadedMenuRoutes } from './menu-routes-loader';
import { MENU_DISPATCH_ID, mergedMeta, type RouteMeta } from './route-meta';

/**
 * The meta of the page on screen: the matched static routes' `handle`s, or, for a page generated from
 * the server menus (the layout's catch-all route), that menu route's meta (app/menu-routes.ts). One
 * place for the title, tabs, breadcrumb and keep-alive to read it from.
 */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  const { menus } = useSession();
  const { pathname } = useLocation();
  return useMemo(() => {
    const meta = mergedMeta(matches);
    if (matches[matches.length - 1]?.id !== MENU_DISPATCH_ID) return meta;
    // the guard loaded the menu routes before it let this navigation through
    const menuRoutes = loadedMenuRoutes();
    const menu = menuRoutes?.findMenuRoute(menuRoutes.menuRoutesOf(menus), pathname);
    return menu ? { ...meta, ...menu.meta } : meta;
  }, [matches, menus, pathname]);
}
