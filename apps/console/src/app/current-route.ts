import type { MenuVO } from '@dha/contracts';
import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useSession } from '../auth/session';
import { MENU_DISPATCH_ID, mergedMeta, type RouteMeta } from './route-meta';

type MenuRouteMetaLookup = (menus: readonly MenuVO[], pathname: string) => RouteMeta | undefined;

/**
 * The meta of the server-menu route at a path. The menu-routes loader (app/menu-routes-loader.ts) sets
 * it once it has loaded them; this module does not import them, since the pages they render (coming
 * soon, inner link) read useRouteMeta: the import would close a loop.
 */
let menuRouteMeta: MenuRouteMetaLookup = () => undefined;

export function provideMenuRouteMeta(lookup: MenuRouteMetaLookup): void {
  menuRouteMeta = lookup;
}

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
    const menu = menuRouteMeta(menus, pathname);
    return menu ? { ...meta, ...menu } : meta;
  }, [matches, menus, pathname]);
}
