/**
 * The navigation guard of spec §2/§4 as a pure decision. The router's root loader feeds it the
 * current state and carries out the answer (see router.tsx).
 */
import { hasAnyRole, isOnlyCommon } from '@dha/contracts';
import { CLIENT_HOME } from '../config/base';

/** spec §2: routes that need no login. */
export const OPEN_ROUTES: readonly string[] = [
  '/401',
  '/404',
  '/login',
  '/client-login',
  '/help',
  '/sso',
  '/social-login',
  '/auth-redirect',
  '/bind',
  '/register',
  '/forgot-password',
  // development only: the server answers its list only with SMS_DEV_OUTBOX on
  '/dev-sms',
  // development only: the server answers only with WECHAT_MP_FAKE on
  '/dev-wechat',
  '/oauthLogin/gitee',
  '/client/signup',
  '/client/course-sign',
  '/client/my-course',
  '/client/my-signup',
  '/client/my-profile',
  '/client/about',
  '/client/traffic',
  '/client/course-list',
  '/client/prefect-profile',
];

export const LOGIN_PATH = '/login';
export const ROLE_DEFAULT = 'ROLE_DEFAULT';

function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function isOpenRoute(path: string): boolean {
  return OPEN_ROUTES.includes(normalise(path));
}

/** spec §2: any path containing /client/ is also open to the role common. */
export function isClientPath(path: string): boolean {
  return path.includes('/client/');
}

export interface NavigationInput {
  /** pathname inside the app (without the /dha-center base) */
  path: string;
  /** path + search + hash, for the redirect parameter */
  fullPath: string;
  hasToken: boolean;
  /** user info, roles and menus were loaded for this token */
  sessionLoaded: boolean;
  /** the session's roles (may be ['ROLE_DEFAULT']) */
  roles: readonly string[];
  /** a route (static, or generated from the menus with an existing page) matches the path */
  routeExists: boolean;
  /** roles listed in the matched route's meta: one of them is needed */
  routeRoles?: readonly string[];
}

export type NavigationDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** first navigation with a token: load dictionaries, user info and menu routes, then decide again */
  | { kind: 'load-session' };

export const loginRedirect = (fullPath: string): string => `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;

export function decideNavigation(input: NavigationInput): NavigationDecision {
  const path = normalise(input.path);
  if (!input.hasToken) {
    return isOpenRoute(path) ? { kind: 'allow' } : { kind: 'redirect', to: loginRedirect(input.fullPath) };
  }
  if (path === LOGIN_PATH) return { kind: 'redirect', to: '/' };
  if (!input.sessionLoaded) return { kind: 'load-session' };

  const roles = input.roles.filter((r) => r !== ROLE_DEFAULT);
  // §2's visitor rule (sole role common, or nothing granted): not §6's wider "common user", which
  // would also count staff holding two roles and lock them out of the console
  if (isOnlyCommon(roles)) {
    // a visitor's home is the client area: the management home would only answer 401
    if (path === '/' || path === '/index') return { kind: 'redirect', to: CLIENT_HOME };
    if (!isOpenRoute(path) && !isClientPath(path)) return { kind: 'redirect', to: '/401' };
  }
  if (!input.routeExists) return { kind: 'redirect', to: '/404' };
  if (input.routeRoles && input.routeRoles.length > 0 && !hasAnyRole(roles, input.routeRoles)) {
    return { kind: 'redirect', to: '/401' };
  }
  return { kind: 'allow' };
}
