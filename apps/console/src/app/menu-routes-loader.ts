import { provideMenuRouteMeta } from './current-route';

/**
 * The menu routes (and the page registry behind them) as a chunk of their own: only a signed-in staff
 * member's navigation to a menu page needs them, so the login and client pages do not load them. The
 * guard loads them before such a navigation is allowed; what renders afterwards reads them synchronously.
 */
type MenuRoutesModule = typeof import('./menu-routes');

let loaded: MenuRoutesModule | null = null;

export async function loadMenuRoutes(): Promise<MenuRoutesModule> {
  if (!loaded) {
    loaded = await import('./menu-routes');
    const { findMenuRoute, menuRoutesOf } = loaded;
    provideMenuRouteMeta((menus, pathname) => findMenuRoute(menuRoutesOf(menus), pathname)?.meta);
  }
  return loaded;
}
