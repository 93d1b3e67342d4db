import { PayNotifyType, PayRefundStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PayEventTypes } from '../contract/pay.events';
import { PayApp } from '../domain/pay-app.entity';
import { PayOrder } from '../domain/pay-order.entity';
import { PayRefund } from '../domain/pay-refund.entity';
import type { ChannelRefundResult } from '../infrastructure/channels/pay-channel-client';
import { addRefundToOrder, newNotifyTask, refundEvent, settleRefundRow } from '../infrastructure/pay.repository';
import { PayErrors } from '../pay.errors';

/**
 * The one way a channel's result settles a refund (upstream's notifyRefund): WAITING → SUCCESS adds
 * the amount to the order (status REFUND, never past its price), WAITING → FAILURE records why;
 * either once, with its notify task and event, however many callbacks and syncs race. A duplicate
 * payment's refund only settles its own row.
 */
@Injectable()
export class PayRefundResults {
  constructor(private readonly em: EntityManager) {}

  async apply(result: ChannelRefundResult): Promise<boolean> {
    const found = await this.em.fork().findOne(PayRefund, { no: result.outRefundNo });
    if (!found) throw new BizError(PayErrors.REFUND_NOT_FOUND);
    if (result.status === 'WAITING') return false;
    const to = result.status === 'SUCCESS' ? PayRefundStatus.SUCCESS : PayRefundStatus.FAILURE;
    return this.em.fork().transactional(async (em) => {
      const moved = await settleRefundRow(em, found.id, to, {
        channelRefundNo: result.channelRefundNo,
        successTime: result.successTime,
        notifyData: result.rawData === undefined ? null : JSON.stringify(result.rawData),
        errorCode: result.channelErrorCode,
        errorMsg: result.channelErrorMsg,
      });
      if (!moved) return false;
      const refund = await em.findOneOrFail(PayRefund, found.id, { refresh: true });
      // a second payment given back: neither the order's refund nor the merchant's business
      if (refund.duplicate) return true;
      const order =
        to === PayRefundStatus.SUCCESS
          ? await addRefundToOrder(em, refund.orderId, refund.refundPrice)
          : await em.findOneOrFail(PayOrder, refund.orderId);
      const app = await em.findOneOrFail(PayApp, refund.appId);
      const task = newNotifyTask(em, order, PayNotifyType.REFUND, refund.id, refund.notifyUrl, refund.merchantRefundId);
      if (task) await em.flush();
      const type = to === PayRefundStatus.SUCCESS ? PayEventTypes.REFUND_SUCCEEDED : PayEventTypes.REFUND_FAILED;
      em.persist(refundEvent(type, order, refund, app.appKey, task?.id ?? null));
      return true;
    });
  }
}
