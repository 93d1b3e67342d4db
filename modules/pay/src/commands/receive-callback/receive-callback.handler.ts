import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PayOrderResults } from '../../application/pay-order-results.service';
import { PayRefundResults } from '../../application/pay-refund-results.service';
import { PayChannel } from '../../domain/pay-app.entity';
import { CallbackRefusedError, plainCallbackAnswer, type CallbackAnswer } from '../../infrastructure/channels/pay-channel-client';
import { PayChannelClients } from '../../infrastructure/channels/pay-channel-clients';
import { ReceivePayCallbackCommand } from './receive-callback.command';

/**
 * A provider's callback: verified by the channel's client (signature, decryption), then applied as
 * any other result of the channel. One that does not verify changes nothing and is logged; the
 * provider is answered in its own protocol either way (a failure makes it call again later).
 */
@CommandHandler(ReceivePayCallbackCommand)
export class ReceivePayCallbackHandler implements ICommandHandler<ReceivePayCallbackCommand, CallbackAnswer> {
  private readonly logger = new Logger('PayCallback');

  constructor(
    private readonly em: EntityManager,
    private readonly clients: PayChannelClients,
    private readonly orders: PayOrderResults,
    private readonly refunds: PayRefundResults,
  ) {}

  async execute({ kind, channelId, callback }: ReceivePayCallbackCommand): Promise<CallbackAnswer> {
    const channel = await this.em.fork().findOne(PayChannel, channelId);
    if (!channel) {
      this.logger.warn({ channelId, kind }, 'pay callback for an unknown channel refused');
      return plainCallbackAnswer(false);
    }
    const client = this.clients.clientOf(channel);
    try {
      if (kind === 'order') await this.orders.apply(client.parseOrderNotify(callback));
      else await this.refunds.apply(client.parseRefundNotify(callback));
      return client.callbackAnswer(true);
    } catch (err) {
      if (err instanceof CallbackRefusedError) {
        this.logger.warn({ channelId, channel: channel.code, kind, reason: err.message }, 'pay callback refused: it did not verify');
        return client.callbackAnswer(false, err.message);
      }
      throw err;
    }
  }
}
