import { Command } from '@nestjs/cqrs';
import type { CallbackAnswer, ChannelCallback } from '../../infrastructure/channels/pay-channel-client';

/** A provider calls back about a payment (`order`) or a refund (`refund`) of one of our channels. */
export class ReceivePayCallbackCommand extends Command<CallbackAnswer> {
  constructor(
    readonly kind: 'order' | 'refund',
    readonly channelId: number,
    readonly callback: ChannelCallback,
  ) {
    super();
  }
}
