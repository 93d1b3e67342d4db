import type { ModuleMigration } from '@dha/server-core';
import { PayApp, PayChannel } from './domain/pay-app.entity';
import { PayNotifyLog, PayNotifyTask } from './domain/pay-notify.entity';
import { PayOrder, PayOrderExtension } from './domain/pay-order.entity';
import { PayRefund } from './domain/pay-refund.entity';
import { PayWallet, PayWalletTransaction } from './domain/pay-wallet.entity';
import { PayDuplicateRefund202612020000 } from './infrastructure/migrations/pay-duplicate-refund.migration';
import { PayInit202612010000 } from './infrastructure/migrations/pay-init.migration';

export * from './pay.module';
export * from './contract';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const payEntities: Function[] = [
  PayApp,
  PayChannel,
  PayOrder,
  PayOrderExtension,
  PayRefund,
  PayNotifyTask,
  PayNotifyLog,
  PayWallet,
  PayWalletTransaction,
];
/** This module's migrations, in order. */
export const payMigrations: ModuleMigration[] = [
  { name: 'pay_202612010000_init', class: PayInit202612010000 },
  { name: 'pay_202612020000_duplicate_refund', class: PayDuplicateRefund202612020000 },
];
