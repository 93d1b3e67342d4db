import type { PageLoader } from '../../../app/page-types';

/** The user administration page, keyed by the menu component string of modules/system/src/seed/menus.ts. */
export const userPages = {
  'system/user/index': () => import('./UserPage'),
} satisfies Record<string, PageLoader>;
