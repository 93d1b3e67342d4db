import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useEffect } from 'react';
import { isRouteErrorResponse, Outlet, ScrollRestoration, useRouteError } from 'react-router-dom';
import { BASE_PATH } from '../config/base';
import { useOrgName } from '../config/org';
import { useLayoutSettings } from '../features/layout/settings/layout-settings';
import { useRouteMeta } from './current-route';
import { useExpiredPromptOpen } from '../auth/expired-prompt';
import { useSession } from '../auth/session';
import { lazyPage } from './lazy-page';
import { documentTitle, HOME_PATH } from './route-meta';

// rare dialogs: their code (and Blueprint's overlays) loads only when one has to show
const SessionExpiredAlert = lazyPage(() => import('./SessionExpiredAlert'), 'SessionExpiredAlert');
const PasswordChangeRequiredDialog = lazyPage(
  () => import('../features/auth/PasswordChangeRequiredDialog'),
  'PasswordChangeRequiredDialog',
);

/** Root of every route: page title, scroll reset on navigation (spec §2), the expired-session prompt. */
export function RootShell() {
  const orgName = useOrgName();
  const { dynamicTitle } = useLayoutSettings();
  // spec §2: the page title comes from the route meta title (static routes) or the menu name (menu routes)
  const { title } = useRouteMeta();
  const expiredPromptOpen = useExpiredPromptOpen();
  const passwordChangeRequired = !!useSession().user?.passwordChangeRequired;
  useEffect(() => {
    document.title = documentTitle(title, orgName, dynamicTitle);
  }, [title, orgName, dynamicTitle]);
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={(location) => location.key} />
      <Suspense fallback={null}>
        {expiredPromptOpen && <SessionExpiredAlert />}
        {passwordChangeRequired && <PasswordChangeRequiredDialog />}
      </Suspense>
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
