import type { RouteObject } from 'react-router-dom';
import type { PageLoader } from './page-types';

/**
 * Route meta (spec §2 "Menu routes from the server"): put it in a route's `handle`.
 * `roles`: one of them is needed (else /401). `title`: page title.
 * A leaf module: the router imports the feature routes, and they import this, not the router.
 */
export interface RouteMeta {
  title?: string;
  roles?: readonly string[];
  noCache?: boolean;
  hidden?: boolean;
  activeMenu?: string;
}

/** The meta of a matched route (react-router's `handle`). */
export const metaOf = (match: { handle?: unknown }): RouteMeta | undefined => match.handle as RouteMeta | undefined;

/** The title of the deepest matched route that has one. */
export function routeTitle(matches: ReadonlyArray<{ handle?: unknown }>): string | undefined {
  return [...matches]
    .reverse()
    .map((m) => metaOf(m)?.title)
    .find(Boolean);
}

/**
 * A hidden route of the management layout whose page loads lazily (spec §2). Such routes are static,
 * not only menu routes, so that a user without the role gets /401 instead of /404, and a user with
 * the role can open them even when their menus do not list them.
 */
export function hiddenPageRoute(
  path: string,
  load: PageLoader,
  meta: { title: string; roles: readonly string[]; activeMenu: string; noCache?: boolean },
): RouteObject {
  const handle: RouteMeta = {
    title: meta.title,
    roles: meta.roles,
    hidden: true,
    noCache: meta.noCache ?? false,
    activeMenu: meta.activeMenu,
  };
  return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
}
