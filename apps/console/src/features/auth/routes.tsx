import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';

const LoginPage = lazyPage(() => import('./LoginPage'), 'LoginPage');
const ClientLoginPage = lazyPage(() => import('./LoginPage'), 'ClientLoginPage');
const RegisterPage = lazyPage(() => import('./RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage');
const DevSmsOutboxPage = lazyPage(() => import('./sms/DevSmsOutboxPage'), 'DevSmsOutboxPage');
const DevWechatPage = lazyPage(() => import('./wechat/DevWechatPage'), 'DevWechatPage');

export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, handle: { title: '登录' } },
  { path: '/client-login', element: <ClientLoginPage />, handle: { title: '学员登录' } },
  { path: '/register', element: <RegisterPage />, handle: { title: '注册' } },
  { path: '/forgot-password', element: <ForgotPasswordPage />, handle: { title: '忘记密码' } },
  { path: '/dev-sms', element: <DevSmsOutboxPage />, handle: { title: '开发用短信收件箱' } },
  { path: '/dev-wechat', element: <DevWechatPage />, handle: { title: '开发用假微信' } },
];
