import type { PageLoader } from '../../app/page-types';

/** The notify pages, keyed by menu component strings (the template page is a server menu). */
export const notifyPages = {
  'system/notify/template/index': () => import('./template/NotifyTemplatePage'),
  'system/notify/my/index': () => import('./my-message/MyNotifyMessagePage'),
  'system/notify/message/index': () => import('./message/NotifyMessagePage'),
} satisfies Record<string, PageLoader>;
