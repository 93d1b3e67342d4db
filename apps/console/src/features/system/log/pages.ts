import type { PageLoader } from '../../../app/page-types';

/** The log pages, keyed by the menu component strings of modules/system/src/seed/menus.ts. */
export const logPages = {
  'system/operatelog/index': () => import('./OperateLogPage'),
  'system/loginlog/index': () => import('./LoginLogPage'),
} satisfies Record<string, PageLoader>;
