import type { PageLoader } from '../../app/page-types';

/** The course module's pages, keyed by the menu component strings of modules/system/src/seed/menus.ts. */
export const coursePages = {
  'course/code/index': () => import('./code/CourseCodePage'),
  'course/type/index': () => import('./type/CourseTypePage'),
  'course/manager/index': () => import('./manager/CourseManagerPage'),
  'course/claim/index': () => import('./claim/ClaimPage'),
  'course/location/index': () => import('./location/LocationPage'),
} satisfies Record<string, PageLoader>;
