import type { PageLoader } from '../../app/page-types';

/**
 * The signup screens, keyed by the menu component strings of modules/system/src/seed/menus.ts (they sit
 * under `course/` there, as upstream: the keys stay, only the pages moved to features/signup).
 */
export const signupPages = {
  'course/signup-manager/index': () => import('./manager/SignupManagerPage'),
  'course/completereg/index': () => import('./complete-reg/CompleteRegPage'),
  'course/signuprecord/index': () => import('./record/SignupRecordPage'),
  'course/signup-rep/index': () => import('./rep/SignupRepPage'),
  'course/review/index': () => import('./review/ReviewPage'),
  'course/detail/index': () => import('./detail/SignupDetailPage'),
  'course/signup-query/index': () => import('./query/SignupQueryPage'),
} satisfies Record<string, PageLoader>;
