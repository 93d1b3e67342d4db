import type { RouteObject } from 'react-router-dom';
import { ClientLoginPage, LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';

export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, handle: { title: '登录' } },
  { path: '/client-login', element: <ClientLoginPage />, handle: { title: '学员登录' } },
  { path: '/register', element: <RegisterPage />, handle: { title: '注册' } },
  { path: '/forgot-password', element: <ForgotPasswordPage />, handle: { title: '忘记密码' } },
];
