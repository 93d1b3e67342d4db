import type { RouteObject } from 'react-router-dom';
import type { PageLoader } from './page-types';

/**
 * Route meta (spec §2 "Menu routes from the server"): put it in a route's `handle`. The route-level
 * fields of §2 (name, hidden, redirect, alwaysShow) travel in the same object, so one `handle`
 * describes a route whether it is static or generated from a server menu (app/menu-routes.ts).
 * A leaf module: the router imports the feature routes, and they import this, not the router.
 */
export interface RouteMeta {
  /** page title: document title, tab, breadcrumb, search */
  title?: string;
  /** menu icon (the server's name, see features/layout/menu-icons.ts) */
  icon?: string;
  /** a pinned tab that never closes */
  affix?: boolean;
  /** the page is not kept alive when its tab is left */
  noCache?: boolean;
  /** the menu's keepAlive (the opposite of noCache, kept as the server sent it) */
  keepAlive?: boolean;
  /** an http(s) address shown inside the console (embedded frame page) */
  link?: string;
  /** the sidebar entry a hidden page lights up */
  activeMenu?: string;
  /** one of them is needed (else /401) */
  roles?: readonly string[];
  /** not listed in the sidebar, the top navigation or the search */
  hidden?: boolean;
  /** where a directory leads; `noRedirect`: its breadcrumb is not a link and the search skips it */
  redirect?: string;
  /** a directory with one child still shows as a directory */
  alwaysShow?: boolean;
  /** the route's name (a menu's componentName, e.g. MyNotifyMessage) */
  name?: string;
  /** path parameters and the form their value must have; another value answers /404 */
  params?: Readonly<Record<string, RegExp>>;
}

export const NO_REDIRECT = 'noRedirect';

/** spec §2: ids in paths (`:dictId`, `:tableId`, `:courseId`) are digits only. */
export const DIGITS = /^\d+$/;

/** The home page: '' redirects to it, its tab is pinned (spec §2). */
export const HOME_PATH = '/index';
export const HOME_META: RouteMeta = { title: '首页', icon: 'home', affix: true };

/** id of the catch-all child of the management layout that renders pages generated from the server menus */
export const MENU_DISPATCH_ID = 'menu-dispatch';

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
 * spec §2/§3: with the dynamic title setting on, the document title is "page title - product name"
 * (the product is named after the organisation); off, the product name alone.
 */
export function documentTitle(pageTitle: string | undefined, productName: string, dynamicTitle: boolean): string {
  return dynamicTitle && pageTitle ? `${pageTitle} - ${productName}` : productName;
}

/** The meta of the matched routes, the deeper route's fields over its parents'. */
export function mergedMeta(matches: ReadonlyArray<{ handle?: unknown }>): RouteMeta {
  return Object.assign({}, ...matches.map((m) => metaOf(m) ?? {})) as RouteMeta;
}

/** Do the matched routes accept these path parameters (RouteMeta.params)? */
export function paramsAccepted(
  matches: ReadonlyArray<{ route: { handle?: unknown }; params: Record<string, string | undefined> }>,
): boolean {
  return matches.every(({ route, params }) =>
    Object.entries(metaOf(route)?.params ?? {}).every(([name, form]) => form.test(params[name] ?? '')),
  );
}

/** Digits-only rules for the id parameters of a path pattern (`course/signuprecord/:courseId` → courseId). */
export function idParams(path: string): Record<string, RegExp> | undefined {
  const ids = [...path.matchAll(/:(\w*Id)\b/g)].map((m) => m[1]!);
  return ids.length ? Object.fromEntries(ids.map((id) => [id, DIGITS])) : undefined;
}

/** A lazily loaded page as a route's `lazy`. */
export const lazyPage =
  (load: PageLoader): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/**
 * A hidden route of the management layout whose page loads lazily (spec §2). Such routes are static,
 * not only menu routes, so that a user without the role gets /401 instead of /404, and a user with
 * the role can open them even when their menus do not list them. Id parameters are digits only.
 */
export function hiddenPageRoute(
  path: string,
  load: PageLoader,
  meta: { title: string; roles?: readonly string[]; activeMenu?: string; noCache?: boolean; name?: string },
): RouteObject {
  const handle: RouteMeta = {
    title: meta.title,
    roles: meta.roles,
    hidden: true,
    noCache: meta.noCache ?? false,
    activeMenu: meta.activeMenu,
    name: meta.name,
    params: idParams(path),
  };
  return { path, handle, lazy: lazyPage(load) };
}
