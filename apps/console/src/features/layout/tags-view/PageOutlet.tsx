import { PortalProvider } from '@blueprintjs/core';
import { useContext, useEffect, useLayoutEffect, useRef, useState, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useOutlet } from 'react-router-dom';
import { useSession } from '../../../auth/session';
import { TabMemoryScope } from '../../../ui/useTabMemory';
import { useLayoutSettings } from '../settings/layout-settings';
import { useCurrentView } from './current-view';
import { tagsStore, useTagsState } from './tags-store';

type LocationValue = ContextType<typeof LocationContext>;

/** A page kept mounted while its tab stays open. */
interface KeptPage {
  /** pathname + generation: 刷新页面 renews the generation, so the page mounts anew */
  key: string;
  path: string;
  element: ReactNode;
  /** the location the page last saw: a hidden page keeps reading its own, not the shown page's */
  location: LocationValue;
}

/**
 * The page area of the management layout. Every visit to a named route opens (or updates) its tab;
 * with the tags view on, a visited page stays mounted, hidden, while its tab is open (keep-alive,
 * spec §2), unless its route is noCache. Closing the tab unmounts the page.
 */
export function PageOutlet() {
  const outlet = useOutlet();
  const locationValue = useContext(LocationContext);
  const { pathname } = useLocation();
  const view = useCurrentView();
  const { views, generations } = useTagsState();
  const { tagsView } = useLayoutSettings();
  const userId = useSession().user?.id;

  useEffect(() => {
    if (userId !== undefined) tagsStore.claim(userId);
    if (view) tagsStore.dispatch({ type: 'add', view });
  }, [userId, view]);

  const keyOf = (path: string) => `${path}#${generations[path] ?? 0}`;
  const kept = useRef(new Map<string, KeptPage>()).current;
  for (const page of kept.values()) {
    const open = tagsView && views.some((v) => v.path === page.path) && page.key === keyOf(page.path);
    if (page.path !== pathname && !open) kept.delete(page.path);
  }
  const current: KeptPage = { key: keyOf(pathname), path: pathname, element: outlet, location: locationValue };
  if (tagsView && view && !view.meta.noCache) kept.set(pathname, current);
  else kept.delete(pathname);

  const pages = kept.has(pathname) ? [...kept.values()] : [...kept.values(), current];
  return pages.map((page) => (
    <KeptPageView key={page.key} path={page.path} active={page.path === pathname} location={page.location}>
      {page.element}
    </KeptPageView>
  ));
}

/**
 * One page of the page area. A hidden page is out of sight and out of reach (`hidden` + `inert`: it
 * takes no focus and no clicks), and so are its dialogs and popovers, which it renders in a portal
 * container of its own; its queries and live subscriptions go on.
 */
function KeptPageView({
  path,
  active,
  location,
  children,
}: {
  path: string;
  active: boolean;
  location: LocationValue;
  children: ReactNode;
}) {
  const [portals] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    portals.className = 'dha-page-portals';
    document.body.appendChild(portals);
    return () => portals.remove();
  }, [portals]);
  useLayoutEffect(() => {
    portals.hidden = !active;
    portals.inert = !active;
  }, [portals, active]);
  return (
    <div className="dha-kept-page" hidden={!active} inert={!active} data-path={path}>
      <LocationContext.Provider value={location}>
        <TabMemoryScope path={path}>
          <PortalProvider portalContainer={portals}>{children}</PortalProvider>
        </TabMemoryScope>
      </LocationContext.Provider>
    </div>
  );
}
