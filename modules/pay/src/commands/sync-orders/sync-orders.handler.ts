import { PayOrderStatus } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PayOrderResults } from '../../application/pay-order-results.service';
import { PayChannel } from '../../domain/pay-app.entity';
import { PayOrderExtension } from '../../domain/pay-order.entity';
import { PayChannelClients } from '../../infrastructure/channels/pay-channel-clients';
import { SyncPayOrdersCommand } from './sync-orders.command';

const BATCH = 1000;

@CommandHandler(SyncPayOrdersCommand)
export class SyncPayOrdersHandler implements ICommandHandler<SyncPayOrdersCommand, number> {
  private readonly logger = new Logger(SyncPayOrdersHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly clients: PayChannelClients,
    private readonly results: PayOrderResults,
  ) {}

  async execute({ minutes }: SyncPayOrdersCommand): Promise<number> {
    const since = new Date(Date.now() - minutes * 60_000);
    const em = this.em.fork();
    const waiting = await em.find(
      PayOrderExtension,
      { status: PayOrderStatus.WAITING, createTime: { $gte: since } },
      { orderBy: { id: 'asc' }, limit: BATCH },
    );
    let changed = 0;
    for (const ext of waiting) {
      try {
        const channel = await em.findOneOrFail(PayChannel, ext.channelId);
        const answer = await this.clients.clientOf(channel).getOrder(ext.no);
        // "not found" or "closed" is not news while the payer may still pay (upstream ignores both here)
        if (answer?.status === 'SUCCESS' && (await this.results.apply(answer)) === 'paid') changed++;
      } catch (err) {
        this.logger.debug({ err, no: ext.no }, 'pay order sync: channel did not answer');
      }
    }
    return changed;
  }
}
