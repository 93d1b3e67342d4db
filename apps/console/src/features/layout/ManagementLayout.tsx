import { Drawer, Position } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { menuRoutesOf } from '../../app/menu-routes';
import { useSession } from '../../auth/session';
import { BackToTop } from './back-to-top/BackToTop';
import { useLayoutSettings } from './settings/layout-settings';
import { SettingsDrawer } from './settings/SettingsDrawer';
import { useLayoutSize } from './settings/size';
import { Sidebar } from './Sidebar';
import { readSidebarOpen, sidebarEntries, useIsMobile, writeSidebarOpen } from './sidebar-state';
import { TopBar } from './TopBar';
import { PageOutlet } from './tags-view/PageOutlet';
import { TagsView } from './tags-view/TagsView';
import { useTopNav } from './top-nav/useTopNav';

/**
 * The management layout: sidebar (a drawer under 992 px), top bar, tabs, page, back-to-top, settings
 * drawer; shaped by the layout settings (spec §2/§3) and the chosen size.
 */
export function ManagementLayout() {
  const mobile = useIsMobile();
  const settings = useLayoutSettings();
  const size = useLayoutSize();
  const { pathname } = useLocation();
  const { menus } = useSession();
  const [open, setOpen] = useState(readSidebarOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const tree = useMemo(() => sidebarEntries(menuRoutesOf(menus)), [menus]);
  const topNav = useTopNav(tree);
  // with the top navigation, the side menu lists the chosen entry's pages, and hides when it has none;
  // with it off, the whole menu shows again
  const sideRoutes = settings.topNav ? topNav.chosen.children : undefined;
  const sidebarHidden = settings.topNav && topNav.chosen.children.length === 0;

  // the page area scrolls on its own under a fixed header; without one the header scrolls away with it
  const [main, setMain] = useState<HTMLElement | null>(null);
  const [page, setPage] = useState<HTMLElement | null>(null);
  const scroller = settings.fixedHeader ? page : main;

  // spec §2: scroll resets to top on navigation; on mobile the side menu closes after navigation: its
  // own links close it (onNavigate), and so does back/forward; a redirect (the landing page settling
  // after the menus load) leaves open a drawer the user just opened
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') setDrawerOpen(false);
    scroller?.scrollTo({ top: 0 });
    // on navigation only, not when the header setting changes the scroller
  }, [pathname]);

  // popovers and dialogs render outside the layout: they take the size from the body
  useEffect(() => {
    const cls = `dha-size-${size}`;
    document.body.classList.add(cls);
    return () => document.body.classList.remove(cls);
  }, [size]);

  const toggle = () => {
    if (mobile) setDrawerOpen((o) => !o);
    else
      setOpen((o) => {
        writeSidebarOpen(!o);
        return !o;
      });
  };

  const layoutClass = ['dha-layout', `dha-size-${size}`, mobile && 'dha-mobile', !settings.fixedHeader && 'dha-header-scrolls']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={layoutClass}>
      {sidebarHidden ? null : mobile ? (
        <Drawer
          isOpen={drawerOpen}
          position={Position.LEFT}
          size={220}
          onClose={() => setDrawerOpen(false)}
          // a side menu, not a dialog: a tap beside it puts it away, as on every phone
          canOutsideClickClose
          transitionDuration={0}
          className="dha-sidebar-drawer"
        >
          <Sidebar collapsed={false} routes={sideRoutes} onExpand={() => undefined} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Sidebar
          collapsed={!open}
          routes={sideRoutes}
          onExpand={() => {
            setOpen(true);
            writeSidebarOpen(true);
          }}
        />
      )}
      <div className="dha-main" ref={setMain}>
        <div className="dha-header">
          <TopBar
            onToggleSidebar={toggle}
            sidebarOpen={mobile ? drawerOpen : open}
            sidebarHidden={sidebarHidden}
            topNav={settings.topNav ? topNav : undefined}
            onOpenSettings={() => setSettingsOpen(true)}
          />
          {settings.tagsView && <TagsView />}
        </div>
        <main className="dha-page" ref={setPage}>
          <PageOutlet />
        </main>
        <BackToTop scroller={scroller} />
      </div>
      <SettingsDrawer isOpen={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
