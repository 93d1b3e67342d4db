import type { PageLoader } from '../../app/page-registry';

/** The course module's pages, keyed by the menu component strings of modules/auth/src/seed/menus.ts. */
export const coursePages = {
  'course/code/index': () => import('./code/CourseCodePage'),
  'course/type/index': () => import('./type/CourseTypePage'),
  'course/manager/index': () => import('./manager/CourseManagerPage'),
  'course/signup-manager/index': () => import('./signup-manager/SignupManagerPage'),
  'course/completereg/index': () => import('./completereg/CompleteRegPage'),
  'course/signuprecord/index': () => import('./signuprecord/SignupRecordPage'),
  'course/signup-rep/index': () => import('./signup-rep/SignupRepPage'),
  'course/review/index': () => import('./review/ReviewPage'),
  'course/detail/index': () => import('./detail/SignupDetailPage'),
  'course/claim/index': () => import('./claim/ClaimPage'),
  'course/location/index': () => import('./location/LocationPage'),
  'course/signup-query/index': () => import('./signup-query/SignupQueryPage'),
} satisfies Record<string, PageLoader>;
