import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import type { RouteMeta } from '../../app/route-meta';
import { RequireLogin } from './shared/states';

const AboutPage = lazyPage(() => import('./about/AboutPage'), 'AboutPage');
const CourseListPage = lazyPage(() => import('./course-list/CourseListPage'), 'CourseListPage');
const CourseSignPage = lazyPage(() => import('./course-sign/CourseSignPage'), 'CourseSignPage');
const SignupPage = lazyPage(() => import('./course-sign/CourseSignPage'), 'SignupPage');
const ClientLayout = lazyPage(() => import('./layout/ClientLayout'), 'ClientLayout');
const MyCoursePage = lazyPage(() => import('./my-course/MyCoursePage'), 'MyCoursePage');
const MySignupPage = lazyPage(() => import('./my-signup/MySignupPage'), 'MySignupPage');
const MyProfilePage = lazyPage(() => import('./profile/MyProfilePage'), 'MyProfilePage');
const PrefectProfilePage = lazyPage(() => import('./profile/PrefectProfilePage'), 'PrefectProfilePage');
const ClientPayPage = lazyPage(() => import('./pay/ClientPayPage'), 'ClientPayPage');
const TrafficPage = lazyPage(() => import('./traffic/TrafficPage'), 'TrafficPage');

const meta = (title: string): RouteMeta => ({ title });
const signedIn = (page: ReactElement) => <RequireLogin>{page}</RequireLogin>;

/**
 * Client area (spec §2: paths under /client/, open routes + role common). The guard lets every
 * one of these through without a login; the `signedIn` pages send the visitor to /client-login
 * with a redirect back (RequireLogin).
 */
export const clientRoutes: RouteObject[] = [
  {
    path: '/client',
    element: <ClientLayout />,
    children: [
      { index: true, element: <Navigate to="/client/course-list" replace /> },
      { path: 'course-list', element: <CourseListPage />, handle: meta('课程列表') },
      { path: 'signup', element: signedIn(<SignupPage />), handle: meta('课程报名') },
      { path: 'course-sign', element: signedIn(<CourseSignPage />), handle: meta('课程报名') },
      { path: 'my-signup', element: signedIn(<MySignupPage />), handle: meta('我的报名') },
      { path: 'my-course', element: signedIn(<MyCoursePage />), handle: meta('我的课程') },
      { path: 'my-profile', element: signedIn(<MyProfilePage />), handle: meta('个人资料') },
      { path: 'prefect-profile', element: signedIn(<PrefectProfilePage />), handle: meta('完善资料') },
      { path: 'pay', element: signedIn(<ClientPayPage />), handle: meta('支付') },
      { path: 'about', element: <AboutPage />, handle: meta('关于我们') },
      { path: 'traffic', element: <TrafficPage />, handle: meta('交通指引') },
    ],
  },
];
