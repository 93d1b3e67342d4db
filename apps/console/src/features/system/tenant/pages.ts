import type { PageLoader } from '../../../app/page-types';

/**
 * The tenant and tenant package pages, keyed by the menu component strings of modules/system/src/seed/menus.ts:
 * upstream's paths (its console draws the same menus), and the ones seeded before them.
 */
export const tenantPages = {
  'system/tenant/index': () => import('./list/TenantPage'),
  'system/tenantPackage/index': () => import('./package/TenantPackagePage'),
  'system/tenant/list/index': () => import('./list/TenantPage'),
  'system/tenant/package/index': () => import('./package/TenantPackagePage'),
} satisfies Record<string, PageLoader>;
