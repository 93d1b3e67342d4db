import type { PageLoader } from '../../app/page-types';

/** The OAuth2 client page, keyed by its menu component string of modules/system/src/seed/menus.ts. */
export const oauth2Pages = {
  'system/oauth2/client/index': () => import('./OAuth2ClientPage'),
} satisfies Record<string, PageLoader>;
