import Fuse, { type IFuseOptions } from 'fuse.js';
import type { MenuRoute } from '../../../app/menu-routes';
import { HOME_META, HOME_PATH, NO_REDIRECT, type RouteMeta } from '../../../app/route-meta';

/** A page the search offers: its path (or http(s) address) and the titles from the top menu down to it. */
export interface SearchEntry {
  path: string;
  titles: string[];
  external: boolean;
}

/** spec §2 Search: fuzzy match over title (weight 0.7) and path (0.3), threshold 0.4. */
export const SEARCH_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  keys: [
    { name: 'titles', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

export const BREADCRUMB_SEPARATOR = ' > ';
/** spec §2: each result shows its breadcrumb of titles joined with ' > '. */
export const breadcrumbText = (entry: SearchEntry): string => entry.titles.join(BREADCRUMB_SEPARATOR);

/** A static route the search offers besides the menus (the home page). */
export interface StaticSearchRoute {
  path: string;
  meta: RouteMeta;
}
const HOME: StaticSearchRoute = { path: HOME_PATH, meta: HOME_META };

/**
 * spec §2 Search: the visible routes that carry a title, except noRedirect ones (directories), with
 * their parents' titles. A hidden route hides its children too, as in the sidebar.
 */
export function searchPool(menus: readonly MenuRoute[], statics: readonly StaticSearchRoute[] = [HOME]): SearchEntry[] {
  const pool: SearchEntry[] = [];
  const offer = (path: string, meta: RouteMeta, parentTitles: string[], external: boolean): string[] => {
    const titles = meta.title ? [...parentTitles, meta.title] : parentTitles;
    if (meta.title && meta.redirect !== NO_REDIRECT) pool.push({ path, titles, external });
    return titles;
  };
  for (const s of statics) if (!s.meta.hidden) offer(s.path, s.meta, [], false);
  const walk = (routes: readonly MenuRoute[], parentTitles: string[]) => {
    for (const r of routes) {
      if (r.meta.hidden) continue;
      walk(r.children, offer(r.fullPath, r.meta, parentTitles, r.external));
    }
  };
  walk(menus, []);
  return pool;
}

/** A search over a pool: the matches of a query, best first; an empty query finds nothing. */
export function routeSearcher(pool: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(pool, SEARCH_OPTIONS);
  return (query) => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}
