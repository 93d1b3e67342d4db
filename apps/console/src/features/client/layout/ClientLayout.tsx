import { Button, Icon, Intent } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { api } from '../../../api/http';
import { toast } from '../../../api/toaster';
import { clearSession, hasToken, useSession } from '../../../auth/session';
import { IsAdmin } from '../../access';
import { useOrgName, useRegisterEnabled } from '../../../config/org';
import { lazyPage } from '../../../app/lazy-page';
import { HOME_PATH, routeTitle } from '../../../app/route-meta';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';
import { useForgetVisitor } from '../queries';
import { clientLoginUrl, COURSE_LIST_PATH } from '../shared/redirect';
import { activeNavPath, CLIENT_NAV, clientPageTitle } from './nav';
import '../client.css';

// what a first visit does not show loads when it is first needed: a visitor's first page is the course list
const ClientNotify = lazyPage(() => import('./ClientNotify'), 'ClientNotify');
const ClientNavDrawer = lazyPage(() => import('./ClientNavDrawer'), 'ClientNavDrawer');
const LogoutConfirm = lazyPage(() => import('../../layout/LogoutConfirm'), 'LogoutConfirm');

/**
 * Layout of /client/*. On a phone (< 992 px): header (menu, org name, messages, login), page title,
 * bottom tabs, and a drawer with every page. On a desktop: the header carries a top navigation of
 * every page and the page sits in a centred column; tabs and drawer are hidden (client.css).
 * Staff get a link back to the console; signed in, the messages button takes the live `notify` events.
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
  const drawerMounted = useOpenedOnce(drawerOpen);
  const logoutConfirmMounted = useOpenedOnce(confirmLogout);

  const title = clientPageTitle(location.pathname, location.search, routeTitle(matches));
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
        <div className="dha-client-header-inner">
          <Button
            className="dha-client-phone-only"
            variant="minimal"
            icon="menu"
            aria-label="打开菜单"
            onClick={() => setDrawerOpen(true)}
          />
          <Link to={COURSE_LIST_PATH} className="dha-client-org" title={orgName}>
            {orgName}
          </Link>
          <nav className="dha-client-topnav dha-client-desktop-only" aria-label="顶部导航">
            {CLIENT_NAV.map((n) => (
              <Link
                key={n.path}
                to={n.path}
                className={`dha-client-topnav-item${active === n.path ? ' dha-client-topnav-active' : ''}`}
                aria-current={active === n.path ? 'page' : undefined}
              >
                <Icon icon={n.icon} size={14} />
                <span>{n.title}</span>
              </Link>
            ))}
          </nav>
          <div className="dha-client-header-actions">
            <IsAdmin>
              <Link to={HOME_PATH} className="dha-client-console-link" title="返回管理后台" aria-label="返回管理后台">
                <Icon icon="dashboard" size={16} />
                <span className="dha-client-console-text">管理后台</span>
              </Link>
            </IsAdmin>
            {loggedIn ? (
              <>
                <Suspense fallback={<Button variant="minimal" icon="notifications" aria-label="消息" />}>
                  <ClientNotify />
                </Suspense>
                <Button variant="minimal" icon="user" aria-label="个人资料" onClick={() => go('/client/my-profile')} />
                <Button
                  className="dha-client-desktop-only"
                  variant="minimal"
                  icon="log-out"
                  aria-label="退出登录"
                  title="退出登录"
                  onClick={() => setConfirmLogout(true)}
                />
              </>
            ) : (
              <>
                <Button variant="minimal" intent={Intent.PRIMARY} text="登录" onClick={() => navigate(clientLoginUrl(back))} />
                {registerOpen && (
                  <Link to="/register" className="dha-client-register dha-client-desktop-only">
                    注册
                  </Link>
                )}
              </>
            )}
          </div>
        </div>
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

      <Suspense fallback={null}>
        {drawerMounted && (
          <ClientNavDrawer
            isOpen={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={orgName}
            userName={name}
            loggedIn={loggedIn}
            registerOpen={registerOpen}
            active={active}
            back={back}
            go={go}
            onLogout={() => setConfirmLogout(true)}
          />
        )}
        {logoutConfirmMounted && (
          <LogoutConfirm
            isOpen={confirmLogout}
            loading={loggingOut}
            onCancel={() => setConfirmLogout(false)}
            onConfirm={() => void doLogout()}
          />
        )}
      </Suspense>
    </div>
  );
}
