import { PayOrderStatus } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PayOrderResults } from '../../application/pay-order-results.service';
import { PayChannel } from '../../domain/pay-app.entity';
import { PayOrder } from '../../domain/pay-order.entity';
import { PayChannelClients } from '../../infrastructure/channels/pay-channel-clients';
import { closeExtension, waitingExtensions } from '../../infrastructure/pay.repository';
import { ExpirePayOrdersCommand } from './expire-orders.command';

/** Orders looked at per run (the oldest deadlines first; the next run takes the rest). */
const BATCH = 500;

@CommandHandler(ExpirePayOrdersCommand)
export class ExpirePayOrdersHandler implements ICommandHandler<ExpirePayOrdersCommand, number> {
  private readonly logger = new Logger(ExpirePayOrdersHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly clients: PayChannelClients,
    private readonly results: PayOrderResults,
  ) {}

  async execute(): Promise<number> {
    const due = await this.em
      .fork()
      .find(
        PayOrder,
        { status: PayOrderStatus.WAITING, expireTime: { $lte: new Date() } },
        { orderBy: { expireTime: 'asc' }, limit: BATCH },
      );
    let closed = 0;
    for (const order of due) {
      try {
        if (await this.expire(order)) closed++;
      } catch (err) {
        // a channel that does not answer: this order waits for the next run, the others go on
        this.logger.warn({ err, orderId: order.id }, 'pay order expiry postponed');
      }
    }
    return closed;
  }

  /** Closes one waiting order (its attempts asked first); answers whether it closed (false: it turned out paid). */
  async expire(order: PayOrder): Promise<boolean> {
    const em = this.em.fork();
    for (const ext of await waitingExtensions(em, order.id)) {
      const channel = await em.findOneOrFail(PayChannel, ext.channelId);
      const client = this.clients.clientOf(channel);
      const answer = await client.getOrder(ext.no);
      if (answer?.status === 'SUCCESS') {
        // paid at the last moment: the order succeeds instead of closing
        await this.results.apply(answer);
        return false;
      }
      await client.closeOrder(ext.no).catch((err: unknown) => this.logger.debug({ err, no: ext.no }, 'channel close failed'));
      await closeExtension(em, ext.id, { notifyData: answer ? JSON.stringify(answer.rawData ?? null) : null });
    }
    return this.results.close(order.id);
  }
}
