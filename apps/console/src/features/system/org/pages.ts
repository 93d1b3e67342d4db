import type { PageLoader } from '../../../app/page-types';

/** The department and post pages, keyed by the menu component strings of modules/system/src/seed/menus.ts. */
export const orgPages = {
  'system/dept/index': () => import('./dept/DeptPage'),
  'system/post/index': () => import('./post/PostPage'),
} satisfies Record<string, PageLoader>;
