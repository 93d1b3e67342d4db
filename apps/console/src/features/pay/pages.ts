import type { PageLoader } from '../../app/page-types';

/**
 * The pay screens, keyed by the menu component strings of modules/auth/src/seed/menus.ts (商户信息 keeps
 * upstream's old component string and shows the apps; `pay/app/index` is upstream's newer one).
 */
export const payPages = {
  'pay/merchant/index': () => import('./app/PayAppPage'),
  'pay/app/index': () => import('./app/PayAppPage'),
  'pay/order/index': () => import('./order/PayOrderPage'),
  'pay/refund/index': () => import('./refund/PayRefundPage'),
  'pay/notify/index': () => import('./notify/PayNotifyPage'),
  'pay/wallet/balance/index': () => import('./wallet/PayWalletPage'),
} satisfies Record<string, PageLoader>;
