import type { RouteObject } from 'react-router-dom';
import { SIGN_IN_METHODS } from './sign-in-methods';

/** The open routes of spec §2 that are not the login, register or client pages (loaded when visited). */
export const openRoutes: RouteObject[] = [
  { path: '/help', handle: { title: '帮助中心' }, lazy: async () => ({ Component: (await import('../help/OpenHelpPage')).default }) },
  { path: '/sso', handle: { title: SIGN_IN_METHODS.sso }, lazy: async () => ({ Component: (await import('../oauth2/SsoPage')).default }) },
  {
    path: '/social-login',
    handle: { title: SIGN_IN_METHODS['social-login'] },
    lazy: async () => ({ Component: (await import('../auth/social/SocialLoginPage')).SocialLoginPage }),
  },
  {
    path: '/auth-redirect',
    handle: { title: SIGN_IN_METHODS['auth-redirect'] },
    lazy: async () => ({ Component: (await import('../auth/social/AuthRedirectPage')).AuthRedirectPage }),
  },
  {
    path: '/bind',
    handle: { title: SIGN_IN_METHODS.bind },
    lazy: async () => ({ Component: (await import('../auth/social/BindPage')).BindPage }),
  },
];
