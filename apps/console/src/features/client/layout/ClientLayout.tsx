import { Button, Drawer, Icon, Intent, Menu, MenuDivider, MenuItem, Position } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { api } from '../../../api/http';
import { toast } from '../../../api/toaster';
import { clearSession, hasToken, useSession } from '../../../auth/session';
import { useOrgName, useRegisterEnabled } from '../../../config/org';
import { routeTitle } from '../../../app/route-meta';
import { LogoutConfirm } from '../../layout/LogoutConfirm';
import { useForgetVisitor } from '../queries';
import { clientLoginUrl, COURSE_LIST_PATH } from '../shared/redirect';
import { ClientNotify } from './ClientNotify';
import { activeNavPath, CLIENT_NAV } from './nav';
import '../client.css';

/**
 * Layout of /client/*: mobile header (org name, menu, messages, login/logout), page title, bottom tabs,
 * drawer with every page. Signed in, the header's messages button takes the live `notify` events.
 */
export function ClientLayout() {
  const orgName = useOrgName();
  // the organisation may close self-registration (config system.register.enabled)
  const registerOpen = useRegisterEnabled();
  const session = useSession();
  const loggedIn = hasToken();
  const location = useLocation();
  const navigate = useNavigate();
  const forgetVisitor = useForgetVisitor();
  const matches = useMatches();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const title = routeTitle(matches);
  const active = activeNavPath(location.pathname);
  const back = location.pathname + location.search;
  const name = session.user?.nickname || session.user?.username || '';

  const go = (path: string) => {
    setDrawerOpen(false);
    navigate(path);
  };

  const doLogout = async () => {
    setLoggingOut(true);
    try {
      await api.post<boolean>('/system/auth/logout');
    } catch {
      /* the token may already be gone: the local logout still happens */
    } finally {
      clearSession();
      forgetVisitor();
      setLoggingOut(false);
      setConfirmLogout(false);
      toast.success('已退出登录');
      navigate(COURSE_LIST_PATH, { replace: true });
    }
  };

  return (
    <div className="dha-client">
      <header className="dha-client-header">
        <Button variant="minimal" icon="menu" aria-label="打开菜单" onClick={() => setDrawerOpen(true)} />
        <Link to={COURSE_LIST_PATH} className="dha-client-org" title={orgName}>
          {orgName}
        </Link>
        {loggedIn ? (
          <>
            <ClientNotify />
            <Button variant="minimal" icon="user" aria-label="个人资料" onClick={() => go('/client/my-profile')} />
          </>
        ) : (
          <Button variant="minimal" intent={Intent.PRIMARY} text="登录" onClick={() => navigate(clientLoginUrl(back))} />
        )}
      </header>

      <main className="dha-client-main">
        {title && <h1 className="dha-client-title">{title}</h1>}
        <Outlet />
      </main>

      <nav className="dha-client-tabbar" aria-label="主导航">
        {CLIENT_NAV.filter((n) => n.tab).map((n) => (
          <Link
            key={n.path}
            to={n.path}
            className={`dha-client-tab${active === n.path ? ' dha-client-tab-active' : ''}`}
            aria-current={active === n.path ? 'page' : undefined}
          >
            <Icon icon={n.icon} size={18} />
            <span>{n.short}</span>
          </Link>
        ))}
      </nav>

      <Drawer
        isOpen={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        position={Position.LEFT}
        size="75%"
        title={orgName}
        className="dha-client-drawer"
      >
        <Menu className="dha-client-drawer-menu">
          {loggedIn && name && <MenuItem icon="user" text={name} disabled />}
          {CLIENT_NAV.map((n) => (
            <MenuItem key={n.path} icon={n.icon} text={n.title} active={active === n.path} onClick={() => go(n.path)} />
          ))}
          <MenuDivider />
          {loggedIn ? (
            <MenuItem icon="log-out" text="退出登录" intent={Intent.DANGER} onClick={() => setConfirmLogout(true)} />
          ) : (
            <>
              <MenuItem icon="log-in" text="登录" onClick={() => go(clientLoginUrl(back))} />
              {registerOpen && <MenuItem icon="new-person" text="注册" onClick={() => go('/register')} />}
            </>
          )}
        </Menu>
      </Drawer>

      <LogoutConfirm
        isOpen={confirmLogout}
        loading={loggingOut}
        outsideClickCancels
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => void doLogout()}
      />
    </div>
  );
}
