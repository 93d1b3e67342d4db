import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, ScrollRestoration, useLocation, useMatches, useRouteError } from 'react-router-dom';
import { useSession } from '../auth/session';
import { findMenuRoute, menuRoutesOf } from './menu-routes';
import { useOrgName } from '../config/org';
import { SessionExpiredAlert } from './SessionExpiredAlert';
import { PasswordChangeRequiredDialog } from '../features/auth/PasswordChangeRequiredDialog';
import { routeTitle } from './route-meta';

/** Root of every route: page title, scroll reset on navigation (spec §2), the expired-session prompt. */
export function RootShell() {
  const matches = useMatches();
  const orgName = useOrgName();
  const { menus } = useSession();
  const { pathname } = useLocation();
  // spec §2: the page title comes from the route meta title (static routes) or the menu name (menu routes)
  const title = routeTitle(matches) ?? findMenuRoute(menuRoutesOf(menus), pathname)?.title;
  useEffect(() => {
    document.title = title ? `${title} - ${orgName}` : orgName;
  }, [title, orgName]);
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={(location) => location.key} />
      <SessionExpiredAlert />
      <PasswordChangeRequiredDialog />
    </>
  );
}

export function RouteLoading() {
  return (
    <div className="dha-center-fill">
      <Spinner size={40} />
    </div>
  );
}

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="dha-center-fill">
      <NonIdealState
        icon="error"
        title="页面出错了"
        description={detail}
        action={<Button text="返回首页" onClick={() => (window.location.href = `${import.meta.env.BASE_URL}index`)} />}
      />
    </div>
  );
}
