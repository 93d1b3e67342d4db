import { Breadcrumbs, Button, Intent, Menu, MenuDivider, MenuItem, Navbar, NavbarGroup, PopoverNext } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { menuRoutesOf, type MenuRoute } from '../../app/menu-routes';
import { routeTitle } from '../../app/route-meta';
import { logout, useSession } from '../../auth/session';
import { LiveIndicator } from '../live/LiveIndicator';
import { NotifyBell } from '../notify/bell/NotifyBell';
import { FullscreenToggle } from './FullscreenToggle';
import { LogoutConfirm } from './LogoutConfirm';
import { HeaderSearch } from './search/HeaderSearch';
import { SHOW_SETTINGS } from './settings/layout-settings';
import { SizeSelect } from './settings/SizeSelect';
import { useIsMobile } from './sidebar-state';
import { TopNav } from './top-nav/TopNav';
import type { TopNavState } from './top-nav/useTopNav';

function menuTrail(tree: readonly MenuRoute[], path: string): MenuRoute[] {
  for (const r of tree) {
    if (!r.external && r.fullPath === path) return [r];
    const sub = menuTrail(r.children, path);
    if (sub.length) return [r, ...sub];
  }
  return [];
}

/**
 * The top bar: hamburger (unless the side menu is hidden), breadcrumb or the top navigation (`topNav`),
 * then search, live status, notifications, fullscreen and size (not on a phone), settings and the user menu.
 */
export function TopBar({
  onToggleSidebar,
  sidebarOpen,
  sidebarHidden,
  topNav,
  onOpenSettings,
}: {
  onToggleSidebar: () => void;
  sidebarOpen: boolean;
  sidebarHidden: boolean;
  /** the top navigation, when `topNav` is on */
  topNav?: TopNavState;
  onOpenSettings: () => void;
}) {
  const session = useSession();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const matches = useMatches();
  const [confirmOpen, setConfirmOpen] = useState(false);

  const crumbs = useMemo(() => {
    const tree = menuRoutesOf(session.menus);
    const trail = menuTrail(tree, pathname);
    if (trail.length) return trail.map((r) => ({ text: r.title }));
    const title = routeTitle(matches);
    return title && title !== '首页' ? [{ text: title }] : [];
  }, [session.menus, pathname, matches]);

  const name = session.user?.nickname || session.user?.username || '';
  const userMenu = (
    <Menu>
      <MenuItem icon="user" text="个人中心" onClick={() => navigate('/client/my-profile')} />
      <MenuDivider />
      <MenuItem icon="log-out" text="退出登录" intent={Intent.DANGER} onClick={() => setConfirmOpen(true)} />
    </Menu>
  );

  return (
    <Navbar className="dha-topbar">
      <NavbarGroup align="left">
        {!sidebarHidden && (
          <Button variant="minimal" icon={sidebarOpen ? 'menu-closed' : 'menu-open'} aria-label="切换侧边栏" onClick={onToggleSidebar} />
        )}
        {topNav ? (
          <TopNav nav={topNav} />
        ) : (
          <Breadcrumbs className="dha-breadcrumbs" items={[{ text: '首页', onClick: () => navigate('/index') }, ...crumbs]} />
        )}
      </NavbarGroup>
      <NavbarGroup align="right">
        <HeaderSearch />
        <LiveIndicator />
        <NotifyBell />
        {/* a phone's top bar has no room for them, nor a use for fullscreen */}
        {!mobile && <FullscreenToggle />}
        {!mobile && <SizeSelect />}
        {SHOW_SETTINGS && <Button variant="minimal" icon="cog" aria-label="布局设置" title="布局设置" onClick={onOpenSettings} />}
        <PopoverNext content={userMenu} placement="bottom-end">
          <Button variant="minimal" icon="user" endIcon="caret-down" text={name} aria-label="用户菜单" />
        </PopoverNext>
      </NavbarGroup>
      <LogoutConfirm
        heading
        isOpen={confirmOpen}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          setConfirmOpen(false);
          void logout();
        }}
      />
    </Navbar>
  );
}
