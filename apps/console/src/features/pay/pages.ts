import type { PageLoader } from '../../app/page-types';

/**
 * The pay screens, keyed by the menu component strings of modules/system/src/seed/menus.ts (商户信息 shows
 * the apps: upstream's `pay/app/index`, and `pay/merchant/index` as seeded before).
 */
export const payPages = {
  'pay/merchant/index': () => import('./app/PayAppPage'),
  'pay/app/index': () => import('./app/PayAppPage'),
  'pay/order/index': () => import('./order/PayOrderPage'),
  'pay/refund/index': () => import('./refund/PayRefundPage'),
  'pay/notify/index': () => import('./notify/PayNotifyPage'),
  'pay/wallet/balance/index': () => import('./wallet/PayWalletPage'),
} satisfies Record<string, PageLoader>;
