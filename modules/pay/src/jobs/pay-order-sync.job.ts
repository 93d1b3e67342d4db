import { JobHandler, type ScheduledJobHandler } from '@dha/server-core';
import { CommandBus } from '@nestjs/cqrs';
import { SyncPayOrdersCommand } from '../commands/sync-orders/sync-orders.command';

/** Asks the channels about payment attempts whose callback never came (upstream's payOrderSyncJob). */
@JobHandler('payOrderSyncJob', { name: '支付订单同步', cron: '0 * * * * ?', param: '10' })
export class PayOrderSyncJob implements ScheduledJobHandler {
  constructor(private readonly commandBus: CommandBus) {}

  /** param: the minutes looked back (default 10, as upstream) */
  async execute(param?: string): Promise<string> {
    const minutes = Number(param) > 0 ? Number(param) : 10;
    return `支付同步 ${await this.commandBus.execute(new SyncPayOrdersCommand(minutes))} 个`;
  }
}
