import type { MenuVO } from '@dha/contracts';
import { matchPath } from 'react-router-dom';
import { findPage, pageRegistry } from './page-registry';
import type { PageLoader } from './page-types';

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
  external: boolean;
  /** a page exists for the component: the route is rendered; otherwise the entry is listed disabled */
  page: PageLoader | undefined;
  children: MenuRoute[];
}

export const isExternalLink = (path: string): boolean => /^https?:\/\//i.test(path);

export function joinMenuPath(parent: string, path: string): string {
  if (isExternalLink(path)) return path;
  if (path.startsWith('/')) return path;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${path}`;
}

/** Menu tree of get-permission-info → route tree with absolute paths and resolved pages. */
export function buildMenuRoutes(
  menus: readonly MenuVO[],
  registry: Record<string, PageLoader> = pageRegistry,
  parentPath = '',
): MenuRoute[] {
  return menus.map((m) => {
    const fullPath = joinMenuPath(parentPath || '/', m.path ?? '');
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
      external: isExternalLink(m.path ?? ''),
      page: findPage(m.component, registry),
      children: buildMenuRoutes(m.children ?? [], registry, fullPath),
    };
  });
}

export function flattenMenuRoutes(tree: readonly MenuRoute[]): MenuRoute[] {
  return tree.flatMap((r) => [r, ...flattenMenuRoutes(r.children)]);
}

/** The menu route rendering `path` (only routes with an existing page). */
export function findMenuRoute(tree: readonly MenuRoute[], path: string): MenuRoute | undefined {
  return flattenMenuRoutes(tree).find((r) => !r.external && r.page && matchPath({ path: r.fullPath, end: true }, path));
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
