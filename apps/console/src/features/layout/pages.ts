import type { PageLoader } from '../../app/page-types';

/** The pages of the layout routes of spec §2 (features/layout/routes.tsx); screens not built yet say so. */
export const layoutPages = {
  'user/profile': () => import('../user-centre/UserProfilePage'),
  'dict/data': () => import('../dict-data/DictDataPage'),
  'job/log': () => import('../infra/job/JobLogPage'),
  'codegen/edit': () => import('../coming-soon/ComingSoonPage'),
  'pay/cashier': () => import('../pay/cashier/CashierPage'),
  'system/help': () => import('../help/HelpPage'),
} satisfies Record<string, PageLoader>;
