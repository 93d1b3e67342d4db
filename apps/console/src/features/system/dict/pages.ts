import type { PageLoader } from '../../../app/page-types';

/** The dictionary pages, keyed by menu component strings. */
export const dictPages = {
  'system/dict/index': () => import('./DictTypePage'),
} satisfies Record<string, PageLoader>;
