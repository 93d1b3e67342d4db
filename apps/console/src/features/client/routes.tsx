import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import type { RouteMeta } from '../../app/route-meta';
import { AboutPage } from './about/AboutPage';
import { CourseListPage } from './course-list/CourseListPage';
import { CourseSignPage, SignupPage } from './course-sign/CourseSignPage';
import { ClientLayout } from './layout/ClientLayout';
import { MyCoursePage } from './my-course/MyCoursePage';
import { MySignupPage } from './my-signup/MySignupPage';
import { MyProfilePage } from './profile/MyProfilePage';
import { PrefectProfilePage } from './profile/PrefectProfilePage';
import { RequireLogin } from './shared/states';
import { TrafficPage } from './traffic/TrafficPage';

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
      { path: 'about', element: <AboutPage />, handle: meta('关于我们') },
      { path: 'traffic', element: <TrafficPage />, handle: meta('交通指引') },
    ],
  },
];
