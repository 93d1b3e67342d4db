import { Drawer, Position } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Sidebar } from './Sidebar';
import { readSidebarOpen, useIsMobile, writeSidebarOpen } from './sidebar-state';
import { TopBar } from './TopBar';

/** Plain management layout: sidebar with the server menu (a drawer under 992 px), top bar, page. */
export function ManagementLayout() {
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(readSidebarOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const pageRef = useRef<HTMLElement>(null);
  // spec §2: scroll resets to top on navigation; on mobile the side menu closes after navigation
  useEffect(() => {
    setDrawerOpen(false);
    pageRef.current?.scrollTo({ top: 0 });
  }, [pathname]);

  const toggle = () => {
    if (mobile) setDrawerOpen((o) => !o);
    else
      setOpen((o) => {
        writeSidebarOpen(!o);
        return !o;
      });
  };

  return (
    <div className={`dha-layout${mobile ? ' dha-mobile' : ''}`}>
      {mobile ? (
        <Drawer
          isOpen={drawerOpen}
          position={Position.LEFT}
          size={220}
          onClose={() => setDrawerOpen(false)}
          canOutsideClickClose
          transitionDuration={0}
          className="dha-sidebar-drawer"
        >
          <Sidebar collapsed={false} onExpand={() => undefined} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Sidebar
          collapsed={!open}
          onExpand={() => {
            setOpen(true);
            writeSidebarOpen(true);
          }}
        />
      )}
      <div className="dha-main">
        <TopBar onToggleSidebar={toggle} sidebarOpen={mobile ? drawerOpen : open} />
        <main className="dha-page" ref={pageRef}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
