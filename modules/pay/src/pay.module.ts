import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { PayOrderResults } from './application/pay-order-results.service';
import { PayRefundResults } from './application/pay-refund-results.service';
import { ClosePayOrderHandler } from './commands/close-order/close-order.handler';
import { CreatePayOrderHandler } from './commands/create-order/create-order.handler';
import { CreatePayRefundHandler } from './commands/create-refund/create-refund.handler';
import { DeletePayAppHandler } from './commands/delete-app/delete-app.handler';
import { DeletePayChannelHandler } from './commands/delete-channel/delete-channel.handler';
import { ExecuteNotifyTaskHandler } from './commands/execute-notify-task/execute-notify-task.handler';
import { ExpirePayOrdersHandler } from './commands/expire-orders/expire-orders.handler';
import { ReceivePayCallbackHandler } from './commands/receive-callback/receive-callback.handler';
import { SavePayAppHandler, UpdatePayAppStatusHandler } from './commands/save-app/save-app.handler';
import { SavePayChannelHandler } from './commands/save-channel/save-channel.handler';
import { SubmitPayOrderHandler } from './commands/submit-order/submit-order.handler';
import { SyncPayOrdersHandler } from './commands/sync-orders/sync-orders.handler';
import { SyncPayRefundsHandler } from './commands/sync-refunds/sync-refunds.handler';
import { UpdateWalletBalanceHandler } from './commands/update-wallet-balance/update-wallet-balance.handler';
import { PayNotifyTasksConsumer } from './consumers/notify-tasks/notify-tasks.consumer';
import { PayTenantPurgeConsumer } from './consumers/tenant-purge/pay-tenant-purge.consumer';
import { ClientPayController } from './http/client-pay.controller';
import { PayAppController, PayChannelController } from './http/pay-app.controller';
import { PayNotifyController } from './http/pay-notify.controller';
import { PayOrderController, PayRefundController } from './http/pay-order.controller';
import { PayWalletController } from './http/pay-wallet.controller';
import { PayChannelClients } from './infrastructure/channels/pay-channel-clients';
import { NotifyTaskScheduler, PAY_NOTIFY_QUEUE } from './infrastructure/notify-task.scheduler';
import { WalletLedger } from './infrastructure/wallet.repository';
import { PayNotifyJob } from './jobs/pay-notify.job';
import { PayOrderExpireJob } from './jobs/pay-order-expire.job';
import { PayOrderSyncJob } from './jobs/pay-order-sync.job';
import { PayRefundSyncJob } from './jobs/pay-refund-sync.job';
import { PayNotifyProcessor } from './jobs/pay-notify.processor';
import { EnabledPayChannelCodesHandler } from './queries/enabled-channel-codes/enabled-channel-codes.handler';
import { ExportPayOrdersHandler } from './queries/export-orders/export-orders.handler';
import { ExportPayRefundsHandler } from './queries/export-refunds/export-refunds.handler';
import { GetPayAppHandler } from './queries/get-app/get-app.handler';
import { GetPayChannelHandler } from './queries/get-channel/get-channel.handler';
import { GetPayNotifyTaskHandler } from './queries/get-notify-task/get-notify-task.handler';
import { GetPayOrderDetailHandler } from './queries/get-order-detail/get-order-detail.handler';
import { GetPayOrderForCallerHandler } from './queries/get-order/get-order.handler';
import { GetPayRefundHandler } from './queries/get-refund/get-refund.handler';
import { GetPayWalletHandler } from './queries/get-wallet/get-wallet.handler';
import { ListPayAppsHandler } from './queries/list-apps/list-apps.handler';
import { ListPayChannelsHandler } from './queries/list-channels/list-channels.handler';
import { PagePayAppsHandler } from './queries/page-apps/page-apps.handler';
import { PagePayNotifyTasksHandler } from './queries/page-notify-tasks/page-notify-tasks.handler';
import { PagePayOrdersHandler } from './queries/page-orders/page-orders.handler';
import { PagePayRefundsHandler } from './queries/page-refunds/page-refunds.handler';
import { PagePayWalletTransactionsHandler } from './queries/page-wallet-transactions/page-wallet-transactions.handler';
import { PagePayWalletsHandler } from './queries/page-wallets/page-wallets.handler';
import { GetPayOrderHandler, GetPayOrdersByMerchantIdsHandler } from './queries/pay-orders-of-merchant/pay-orders-of-merchant.handler';
import { PayBaseSeeder } from './seed/pay-base.seeder';
import { PayDemoSeeder } from './seed/pay-demo.seeder';

/** Payments: apps, channels, orders and attempts, refunds, merchant notifications, wallets; answers the pay contract. */
@Module({
  imports: [BullModule.registerQueue({ name: PAY_NOTIFY_QUEUE })],
  controllers: [
    PayAppController,
    PayChannelController,
    PayOrderController,
    PayRefundController,
    PayNotifyController,
    PayWalletController,
    ClientPayController,
  ],
  providers: [
    WalletLedger,
    PayChannelClients,
    PayOrderResults,
    PayRefundResults,
    NotifyTaskScheduler,
    CreatePayOrderHandler,
    SubmitPayOrderHandler,
    CreatePayRefundHandler,
    ClosePayOrderHandler,
    ReceivePayCallbackHandler,
    ExecuteNotifyTaskHandler,
    ExpirePayOrdersHandler,
    SyncPayOrdersHandler,
    SyncPayRefundsHandler,
    SavePayAppHandler,
    UpdatePayAppStatusHandler,
    DeletePayAppHandler,
    SavePayChannelHandler,
    DeletePayChannelHandler,
    UpdateWalletBalanceHandler,
    PagePayAppsHandler,
    ListPayAppsHandler,
    GetPayAppHandler,
    GetPayChannelHandler,
    ListPayChannelsHandler,
    EnabledPayChannelCodesHandler,
    GetPayOrderForCallerHandler,
    GetPayOrderDetailHandler,
    PagePayOrdersHandler,
    ExportPayOrdersHandler,
    GetPayRefundHandler,
    PagePayRefundsHandler,
    ExportPayRefundsHandler,
    PagePayNotifyTasksHandler,
    GetPayNotifyTaskHandler,
    PagePayWalletsHandler,
    GetPayWalletHandler,
    PagePayWalletTransactionsHandler,
    GetPayOrderHandler,
    GetPayOrdersByMerchantIdsHandler,
    PayNotifyTasksConsumer,
    PayTenantPurgeConsumer,
    PayOrderExpireJob,
    PayOrderSyncJob,
    PayRefundSyncJob,
    PayNotifyJob,
    PayNotifyProcessor,
    PayBaseSeeder,
    PayDemoSeeder,
  ],
})
export class PayModule {}
