/**
 * The menu routes (and the page registry behind them) as a chunk of their own: only a signed-in staff
 * member's navigation to a menu page needs them, so the login and client pages do not load them. The
 * guard loads them before such a navigation is allowed; what renders afterwards reads them synchronously.
 */
type MenuRoutesModule = typeof import('./menu-routes');

let loaded: MenuRoutesModule | null = null;

export async function loadMenuRoutes(): Promise<MenuRoutesModule> {
  loaded ??= await import('./menu-routes');
  return loaded;
}

/** The menu routes once the guard has loaded them (null before). */
export const loadedMenuRoutes = (): MenuRoutesModule | null => loaded;
