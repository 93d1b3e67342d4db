import type { PageLoader } from '../../../app/page-types';

/** The role page, keyed by its menu component string of modules/system/src/seed/menus.ts. */
export const rolePages = {
  'system/role/index': () => import('./RolePage'),
} satisfies Record<string, PageLoader>;
