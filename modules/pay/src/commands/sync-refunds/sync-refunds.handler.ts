import { PayRefundStatus } from '@dha/contracts';
import { APP_CONFIG, type AppConfig } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PayRefundResults } from '../../application/pay-refund-results.service';
import { PayChannel } from '../../domain/pay-app.entity';
import { PayRefund } from '../../domain/pay-refund.entity';
import { PayChannelClients } from '../../infrastructure/channels/pay-channel-clients';
import { notifyBaseUrl } from '../receive-callback/notify-urls';
import { SyncPayRefundsCommand } from './sync-refunds.command';

const BATCH = 1000;

@CommandHandler(SyncPayRefundsCommand)
export class SyncPayRefundsHandler implements ICommandHandler<SyncPayRefundsCommand, number> {
  private readonly logger = new Logger(SyncPayRefundsHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly clients: PayChannelClients,
    private readonly results: PayRefundResults,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<number> {
    const em = this.em.fork();
    const waiting = await em.find(PayRefund, { status: PayRefundStatus.WAITING }, { orderBy: { id: 'asc' }, limit: BATCH });
    let settled = 0;
    for (const refund of waiting) {
      try {
        const channel = await em.findOneOrFail(PayChannel, refund.channelId);
        const client = this.clients.clientOf(channel);
        // a refund the channel never heard of (the request was lost before it arrived) is asked again
        const answer =
          (await client.getRefund(refund.orderNo, refund.no)) ??
          (await client.unifiedRefund({
            tenantId: refund.tenantId,
            outTradeNo: refund.orderNo,
            outRefundNo: refund.no,
            reason: refund.reason,
            payPrice: refund.payPrice,
            refundPrice: refund.refundPrice,
            notifyUrl: `${notifyBaseUrl(this.config)}/pay/notify/refund/${channel.id}`,
          }));
        if (await this.results.apply(answer)) settled++;
      } catch (err) {
        this.logger.debug({ err, no: refund.no }, 'pay refund sync: channel did not answer');
      }
    }
    return settled;
  }
}
