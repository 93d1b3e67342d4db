import type { RouteObject } from 'react-router-dom';
import { ClientLoginPage, LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, handle: { title: '登录' } },
  { path: '/client-login', element: <ClientLoginPage />, handle: { title: '学员登录' } },
  { path: '/register', element: <RegisterPage />, handle: { title: '注册' } },
];
