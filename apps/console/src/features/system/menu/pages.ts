import type { PageLoader } from '../../../app/page-types';

/** The menu page, keyed by its menu component string of modules/system/src/seed/menus.ts. */
export const menuPages = {
  'system/menu/index': () => import('./MenuPage'),
} satisfies Record<string, PageLoader>;
