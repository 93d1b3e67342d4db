import { JobHandler, type ScheduledJobHandler } from '@dha/server-core';
import { CommandBus } from '@nestjs/cqrs';
import { SyncPayRefundsCommand } from '../commands/sync-refunds/sync-refunds.command';

/** Asks the channels about waiting refunds (upstream's payRefundSyncJob). */
@JobHandler('payRefundSyncJob', { name: '退款订单同步', cron: '0 * * * * ?' })
export class PayRefundSyncJob implements ScheduledJobHandler {
  constructor(private readonly commandBus: CommandBus) {}

  async execute(): Promise<string> {
    return `退款同步 ${await this.commandBus.execute(new SyncPayRefundsCommand())} 个`;
  }
}
