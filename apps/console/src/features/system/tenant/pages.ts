import type { PageLoader } from '../../../app/page-types';

/** The tenant and tenant package pages, keyed by the menu component strings of modules/system/src/seed/menus.ts. */
export const tenantPages = {
  'system/tenant/list/index': () => import('./list/TenantPage'),
  'system/tenant/package/index': () => import('./package/TenantPackagePage'),
} satisfies Record<string, PageLoader>;
