import { createBrowserRouter, matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { api, ApiError } from '../api/http';
import { toast } from '../api/toaster';
import { expiredPrompt } from '../auth/expired-prompt';
import { clearSession, hasToken, loadSession, refreshSession, sessionStore } from '../auth/session';
import { BASE_PATH } from '../config/base';
import { loadDicts } from '../dict/dict-store';
import { authRoutes } from '../features/auth/routes';
import { clientRoutes } from '../features/client/routes';
import { courseRoutes } from '../features/course/routes';
import { errorRoutes } from '../features/errors/routes';
import { layoutRoutes } from '../features/layout/routes';
import { notifyRoutes } from '../features/notify/routes';
import { openRoutes } from '../features/open-routes/routes';
import { signupRoutes } from '../features/signup/routes';
import { decideNavigation } from './guard';
import { loadMenuRoutes } from './menu-routes-loader';
import { MENU_DISPATCH_ID, metaOf, paramsAccepted } from './route-meta';
import { RootShell, RouteError, RouteLoading } from './RootShell';

/** The app's route tree. Feature modules export their route objects; the guard runs in the root loader. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <RouteLoading />,
      loader: guardLoader,
      // run the guard on every navigation, not only when the root's params change
      shouldRevalidate: () => true,
      children: [
        ...authRoutes,
        ...openRoutes,
        ...errorRoutes,
        ...clientRoutes,
        ...layoutRoutes([...courseRoutes, ...signupRoutes, ...notifyRoutes]),
      ],
    },
  ];
}

export const routes = buildRoutes();

/** Does a route (static, or a menu route with a page) answer `path`, and which roles does its meta ask for? */
export async function resolveRoute(path: string): Promise<{ exists: boolean; roles?: readonly string[] }> {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches[matches.length - 1];
  // a parameter outside its form (spec §2: ids are digits only) answers /404 like an unknown path
  if (!leaf || !paramsAccepted(matches)) return { exists: false };
  if (leaf.route.id === MENU_DISPATCH_ID) {
    const { findMenuRoute, menuRoutesOf } = await loadMenuRoutes();
    return { exists: !!findMenuRoute(menuRoutesOf(sessionStore.get().menus), path) };
  }
  const withRoles = [...matches].reverse().find((m) => metaOf(m.route)?.roles?.length);
  return { exists: true, roles: withRoles && metaOf(withRoles.route)?.roles };
}

function stripBase(pathname: string): string {
  if (pathname === BASE_PATH) return '/';
  return pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : pathname;
}

const SESSION_ENDED_MESSAGE = '登录状态已过期，请重新登录';

/** First navigation with a token: dictionaries + user info (+ menu routes, derived from the menus). */
async function startSessionOrLogout(): Promise<boolean> {
  const [, user] = await Promise.allSettled([loadDicts(), loadSession()]);
  if (user.status === 'fulfilled') return true;
  // spec §4: the user-info fetch failed → log out, show the message, go to /
  const err = user.reason as unknown;
  try {
    await api.post<boolean>('/system/auth/logout');
  } catch {
    /* token already gone */
  }
  clearSession();
  if (err instanceof ApiError && err.code === 401) {
    // the token could not be refreshed: we are logging out anyway, so a notice replaces the prompt
    expiredPrompt.close();
    toast.error(SESSION_ENDED_MESSAGE);
  } else if (!(err instanceof ApiError && err.notified)) {
    toast.error(err instanceof Error ? err.message : String(err));
  }
  return false;
}

export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const path = stripBase(url.pathname);
  const fullPath = path + url.search + url.hash;
  // a loaded session is read again on each navigation: menus and permissions changed meanwhile apply now
  if (hasToken() && sessionStore.get().loaded) await refreshSession();
  for (let attempt = 0; attempt < 2; attempt++) {
    const session = sessionStore.get();
    const route = await resolveRoute(path);
    const decision = decideNavigation({
      path,
      fullPath,
      hasToken: hasToken(),
      sessionLoaded: session.loaded,
      roles: session.roles,
      routeExists: route.exists,
      routeRoles: route.roles,
    });
    if (decision.kind === 'allow') return null;
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (!(await startSessionOrLogout())) throw redirect('/');
  }
  return null;
}

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: BASE_PATH });
}
