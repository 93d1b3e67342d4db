import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { findMenuRoute, menuRoutesOf } from '../../../app/menu-routes';
import { MENU_DISPATCH_ID, mergedMeta, type RouteMeta } from '../../../app/route-meta';
import { useSession } from '../../../auth/session';
import type { VisitedView } from './tags-store';

/** /redirect/<path> only passes through (刷新页面): it never gets a tab of its own. */
const PASSING = /^\/redirect(\/|$)/;

/**
 * The page shown, as a tab of the tags view (spec §4 "added on each named route visit"): a route
 * whose meta (static `handle`, or the server menu it comes from) carries a title; null for others.
 */
export function useCurrentView(): VisitedView | null {
  const matches = useMatches();
  const { pathname, search, hash } = useLocation();
  const { menus } = useSession();
  return useMemo(() => {
    if (PASSING.test(pathname)) return null;
    const leaf = matches[matches.length - 1];
    const meta: RouteMeta =
      leaf?.id === MENU_DISPATCH_ID ? (findMenuRoute(menuRoutesOf(menus), pathname)?.meta ?? {}) : mergedMeta(matches);
    if (!meta.title) return null;
    return {
      path: pathname,
      fullPath: pathname + search + hash,
      query: Object.fromEntries(new URLSearchParams(search)),
      name: meta.name ?? leaf?.id,
      title: meta.title,
      meta: {
        title: meta.title,
        affix: meta.affix || undefined,
        // a menu says keepAlive false where a static route says noCache
        noCache: meta.noCache || meta.keepAlive === false || undefined,
        link: meta.link,
      },
    };
  }, [matches, pathname, search, hash, menus]);
}
