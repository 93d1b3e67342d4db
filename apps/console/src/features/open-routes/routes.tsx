import type { RouteObject } from 'react-router-dom';
import { SIGN_IN_METHODS, type SignInMethod } from './sign-in-methods';

const signIn = (method: SignInMethod): RouteObject => ({
  path: `/${method}`,
  handle: { title: SIGN_IN_METHODS[method] },
  lazy: async () => {
    const { SignInComingPage } = await import('./SignInComingPage');
    return { Component: () => <SignInComingPage method={method} /> };
  },
});

/** The open routes of spec §2 that are not the login, register or client pages (loaded when visited). */
export const openRoutes: RouteObject[] = [
  { path: '/help', handle: { title: '帮助中心' }, lazy: async () => ({ Component: (await import('../help/OpenHelpPage')).default }) },
  signIn('sso'),
  signIn('social-login'),
  signIn('auth-redirect'),
  signIn('bind'),
];
