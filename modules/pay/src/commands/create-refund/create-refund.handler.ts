import { PayOrderStatus, PayRefundStatus } from '@dha/contracts';
import { APP_CONFIG, BizError, type AppConfig } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PayRefundResults } from '../../application/pay-refund-results.service';
import { CreatePayRefundCommand } from '../../contract/pay.commands';
import { PayChannel } from '../../domain/pay-app.entity';
import { PayOrder } from '../../domain/pay-order.entity';
import { PayRefund } from '../../domain/pay-refund.entity';
import { ChannelRefusedError } from '../../infrastructure/channels/pay-channel-client';
import { PayChannelClients } from '../../infrastructure/channels/pay-channel-clients';
import { enabledAppByKey } from '../../infrastructure/pay-app.repository';
import { newRefund } from '../../infrastructure/pay.repository';
import { PayErrors } from '../../pay.errors';
import { notifyBaseUrl } from '../receive-callback/notify-urls';

@CommandHandler(CreatePayRefundCommand)
export class CreatePayRefundHandler implements ICommandHandler<CreatePayRefundCommand, number> {
  private readonly logger = new Logger(CreatePayRefundHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly clients: PayChannelClients,
    private readonly results: PayRefundResults,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ input }: CreatePayRefundCommand): Promise<number> {
    if (!Number.isSafeInteger(input.price) || input.price < 1) throw BizError.badRequest('price 必须是不小于 1 的整数（分）');
    const em = this.em.fork();
    const app = await enabledAppByKey(em, input.tenantId, input.appKey);
    const again = await em.findOne(PayRefund, { appId: app.id, merchantRefundId: input.merchantRefundId });
    // the same refund asked again (a retry, a redelivered event): the one made before
    if (again) return again.id;
    const order = await em.findOne(PayOrder, { appId: app.id, merchantOrderId: input.merchantOrderId });
    if (!order) throw new BizError(PayErrors.PAY_ORDER_NOT_FOUND);
    if (order.status !== PayOrderStatus.SUCCESS && order.status !== PayOrderStatus.REFUND)
      throw new BizError(PayErrors.PAY_ORDER_REFUND_FAIL_STATUS_ERROR);
    if (input.price + order.refundPrice > order.price) throw new BizError(PayErrors.REFUND_PRICE_EXCEED);
    if (await em.count(PayRefund, { orderId: order.id, status: PayRefundStatus.WAITING, duplicate: false }))
      throw new BizError(PayErrors.REFUND_HAS_REFUNDING);
    const channel = await em.findOneOrFail(PayChannel, order.channelId!);
    const refund = newRefund(
      em,
      order,
      { channelId: channel.id, channelCode: channel.code, orderNo: order.no!, channelOrderNo: order.channelOrderNo },
      {
        merchantRefundId: input.merchantRefundId,
        refundPrice: input.price,
        reason: input.reason,
        userIp: input.userIp,
        notifyUrl: app.refundNotifyUrl,
      },
    );
    try {
      await em.flush();
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      // raced with the same refund (answer it) or with another refund of the order (one waits at a time)
      const same = await this.em.fork().findOne(PayRefund, { appId: app.id, merchantRefundId: input.merchantRefundId });
      if (same) return same.id;
      throw new BizError(PayErrors.REFUND_HAS_REFUNDING);
    }
    await this.askChannel(channel, order, refund);
    return refund.id;
  }

  /** Asks the channel; its answer is applied now or comes later (callback, sync job): failures here are only logged, as upstream. */
  private async askChannel(channel: PayChannel, order: PayOrder, refund: PayRefund): Promise<void> {
    try {
      const result = await this.clients.clientOf(channel).unifiedRefund({
        tenantId: order.tenantId,
        outTradeNo: order.no!,
        outRefundNo: refund.no,
        reason: refund.reason,
        payPrice: order.price,
        refundPrice: refund.refundPrice,
        notifyUrl: `${notifyBaseUrl(this.config)}/pay/notify/refund/${channel.id}`,
      });
      await this.results.apply(result);
    } catch (err) {
      if (err instanceof ChannelRefusedError || err instanceof BizError) {
        const code = err instanceof ChannelRefusedError ? err.errorCode : String(err.code);
        await this.results.apply({ status: 'FAILURE', outRefundNo: refund.no, channelErrorCode: code, channelErrorMsg: err.message });
        return;
      }
      this.logger.warn({ err, refundId: refund.id }, 'refund not answered by its channel: the sync job asks again');
    }
  }
}
