import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, ScrollRestoration, useRouteError } from 'react-router-dom';
import { BASE_PATH } from '../config/base';
import { useOrgName } from '../config/org';
import { useLayoutSettings } from '../features/layout/settings/layout-settings';
import { useRouteMeta } from './current-route';
import { SessionExpiredAlert } from './SessionExpiredAlert';
import { PasswordChangeRequiredDialog } from '../features/auth/PasswordChangeRequiredDialog';
import { documentTitle, HOME_PATH } from './route-meta';

/** Root of every route: page title, scroll reset on navigation (spec §2), the expired-session prompt. */
export function RootShell() {
  const orgName = useOrgName();
  const { dynamicTitle } = useLayoutSettings();
  // spec §2: the page title comes from the route meta title (static routes) or the menu name (menu routes)
  const { title } = useRouteMeta();
  useEffect(() => {
    document.title = documentTitle(title, orgName, dynamicTitle);
  }, [title, orgName, dynamicTitle]);
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
        action={<Button text="返回首页" onClick={() => (window.location.href = `${BASE_PATH}${HOME_PATH}`)} />}
      />
    </div>
  );
}
