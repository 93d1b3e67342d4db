import type { MenuVO } from '@dha/contracts';
import { matchPath } from 'react-router-dom';
import { findPage, pageRegistry } from './page-registry';
import type { PageLoader } from './page-types';
import { NO_REDIRECT, type RouteMeta } from './route-meta';

/** A server menu node turned into a console route / sidebar entry. */
export interface MenuRoute {
  id: number;
  title: string;
  /** absolute path inside the app, or an http(s) URL for external links */
  fullPath: string;
  icon: string;
  component: string | null;
  componentName: string | null;
  visible: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  /** an http(s) menu path: opens in a new window */
  external: boolean;
  /**
   * The page rendering the route: the registered page of the component, the embedded-frame page of an
   * inner link, or the coming-soon page of a component not built yet (so no menu is a dead entry).
   * Undefined for directories and external links.
   */
  page: PageLoader | undefined;
  /** the component has no page in this console yet: `page` is the coming-soon page */
  comingSoon: boolean;
  /** every menu and meta field of spec §2, as a static route carries them in its `handle` */
  meta: RouteMeta;
  children: MenuRoute[];
}

export const isExternalLink = (path: string): boolean => /^https?:\/\//i.test(path);

/**
 * Components that show the menu's http(s) path inside the console in an embedded frame (the
 * upstream `InnerLink`/`IFrame` convention); any other http(s) menu path opens in a new window.
 */
const INNER_LINK_COMPONENTS = new Set(['InnerLink', 'layout/InnerLink', 'IFrame', 'infra/iframe/index']);

export const comingSoonPage: PageLoader = () => import('../features/coming-soon/ComingSoonPage');
export const innerLinkPage: PageLoader = () => import('../features/inner-link/InnerLinkPage');

export function joinMenuPath(parent: string, path: string): string {
  if (isExternalLink(path)) return path;
  if (path.startsWith('/')) return path;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${path}`;
}

function isInnerLink(m: MenuVO): boolean {
  return isExternalLink(m.path ?? '') && !!m.component && INNER_LINK_COMPONENTS.has(m.component.replace(/^\/+/, ''));
}

/** The menu fields of spec §2 as route meta (title, icon, noCache/keepAlive, link, hidden, redirect, alwaysShow, name). */
export function menuMeta(m: MenuVO, isDirectory: boolean): RouteMeta {
  const meta: RouteMeta = {
    title: m.name,
    icon: m.icon,
    affix: false,
    noCache: !m.keepAlive,
    keepAlive: m.keepAlive,
    hidden: m.visible === false,
    alwaysShow: m.alwaysShow,
  };
  if (m.componentName) meta.name = m.componentName;
  if (isInnerLink(m)) meta.link = m.path;
  // a directory is no page: its breadcrumb is plain text and the search does not offer it
  if (isDirectory) meta.redirect = NO_REDIRECT;
  return meta;
}

/** Menu tree of get-permission-info → route tree with absolute paths and resolved pages. */
export function buildMenuRoutes(
  menus: readonly MenuVO[],
  registry: Record<string, PageLoader> = pageRegistry,
  parentPath = '',
): MenuRoute[] {
  return menus.map((m) => {
    const inner = isInnerLink(m);
    // an inner link gets a path of its own inside the console; its address goes to meta.link
    const fullPath = inner ? joinMenuPath(parentPath || '/', `link-${m.id}`) : joinMenuPath(parentPath || '/', m.path ?? '');
    const external = !inner && isExternalLink(m.path ?? '');
    const registered = findPage(m.component, registry);
    const isDirectory = !m.component && !external;
    const comingSoon = !registered && !inner && !external && !isDirectory;
    return {
      id: m.id,
      title: m.name,
      fullPath,
      icon: m.icon,
      component: m.component,
      componentName: m.componentName,
      visible: m.visible !== false,
      keepAlive: m.keepAlive,
      alwaysShow: m.alwaysShow,
      external,
      page: inner ? innerLinkPage : comingSoon ? comingSoonPage : registered,
      comingSoon,
      meta: menuMeta(m, isDirectory),
      children: buildMenuRoutes(m.children ?? [], registry, fullPath),
    };
  });
}

export function flattenMenuRoutes(tree: readonly MenuRoute[]): MenuRoute[] {
  return tree.flatMap((r) => [r, ...flattenMenuRoutes(r.children)]);
}

/** The menu route rendering `path` (only routes with a page). */
export function findMenuRoute(tree: readonly MenuRoute[], path: string): MenuRoute | undefined {
  return flattenMenuRoutes(tree).find((r) => !r.external && r.page && matchPath({ path: r.fullPath, end: true }, path));
}

/** The chain of menu routes from the root to the one at `path` (breadcrumb, search). */
export function menuTrail(tree: readonly MenuRoute[], path: string): MenuRoute[] {
  for (const r of tree) {
    if (!r.external && r.fullPath === path) return [r];
    const sub = menuTrail(r.children, path);
    if (sub.length) return [r, ...sub];
  }
  return [];
}

const cache = new WeakMap<readonly MenuVO[], MenuRoute[]>();
/** Memoised buildMenuRoutes for the session's menus. */
export function menuRoutesOf(menus: readonly MenuVO[]): MenuRoute[] {
  let routes = cache.get(menus);
  if (!routes) {
    routes = buildMenuRoutes(menus);
    cache.set(menus, routes);
  }
  return routes;
}
