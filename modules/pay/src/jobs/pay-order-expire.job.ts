import { JobHandler, type ScheduledJobHandler } from '@dha/server-core';
import { CommandBus } from '@nestjs/cqrs';
import { ExpirePayOrdersCommand } from '../commands/expire-orders/expire-orders.command';

/** Closes the waiting orders past their deadline, after asking the channel once more (upstream's payOrderExpireJob). */
@JobHandler('payOrderExpireJob', { name: '支付订单过期', cron: '0 * * * * ?' })
export class PayOrderExpireJob implements ScheduledJobHandler {
  constructor(private readonly commandBus: CommandBus) {}

  async execute(): Promise<string> {
    return `支付过期 ${await this.commandBus.execute(new ExpirePayOrdersCommand())} 个`;
  }
}
