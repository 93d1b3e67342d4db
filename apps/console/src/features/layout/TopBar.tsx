import { Breadcrumbs, Button, Intent, Menu, MenuDivider, MenuItem, Navbar, NavbarGroup, PopoverNext } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { menuRoutesOf, type MenuRoute } from '../../app/menu-routes';
import { routeTitle } from '../../app/route-meta';
import { logout, useSession } from '../../auth/session';
import { LiveIndicator } from '../live';
import { NotifyBell } from '../notify/bell/NotifyBell';
import { LogoutConfirm } from './LogoutConfirm';

function menuTrail(tree: readonly MenuRoute[], path: string): MenuRoute[] {
  for (const r of tree) {
    if (!r.external && r.fullPath === path) return [r];
    const sub = menuTrail(r.children, path);
    if (sub.length) return [r, ...sub];
  }
  return [];
}

export function TopBar({ onToggleSidebar, sidebarOpen }: { onToggleSidebar: () => void; sidebarOpen: boolean }) {
  const session = useSession();
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
        <Button variant="minimal" icon={sidebarOpen ? 'menu-closed' : 'menu-open'} aria-label="切换侧边栏" onClick={onToggleSidebar} />
        <Breadcrumbs className="dha-breadcrumbs" items={[{ text: '首页', onClick: () => navigate('/index') }, ...crumbs]} />
      </NavbarGroup>
      <NavbarGroup align="right">
        <LiveIndicator />
        <NotifyBell />
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
