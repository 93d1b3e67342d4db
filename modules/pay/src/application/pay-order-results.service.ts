import { PayNotifyType } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { PayEventTypes } from '../contract/pay.events';
import { PayApp, PayChannel } from '../domain/pay-app.entity';
import { PayOrder, PayOrderExtension } from '../domain/pay-order.entity';
import { channelFeeOf } from '../domain/pay-no';
import type { ChannelOrderResult } from '../infrastructure/channels/pay-channel-client';
import {
  closeExtension,
  closeOrderRow,
  markExtensionPaid,
  markOrderPaid,
  newDuplicateRefund,
  newNotifyTask,
  orderEvent,
} from '../infrastructure/pay.repository';
import { PayErrors } from '../pay.errors';

/** What applying a channel's word did. */
export type OrderResultOutcome = 'paid' | 'closed' | 'unchanged';

const notifyDataOf = (raw: unknown): string | null => (raw === undefined ? null : typeof raw === 'string' ? raw : JSON.stringify(raw));

/**
 * The one way a channel's result changes an attempt and its order (upstream's notifyOrder), for
 * every path that learns it: the submit's synchronous answer, a callback, the sync job, the expiry
 * job. Each step is a compare-and-set on the status, so however many of them race for one attempt,
 * the order moves to SUCCESS once, with one notify task and one PayOrderSucceeded.
 */
@Injectable()
export class PayOrderResults {
  private readonly logger = new Logger(PayOrderResults.name);

  constructor(private readonly em: EntityManager) {}

  async apply(result: ChannelOrderResult): Promise<OrderResultOutcome> {
    const ext = await this.em.fork().findOne(PayOrderExtension, { no: result.outTradeNo });
    if (!ext) throw new BizError(PayErrors.PAY_ORDER_EXTENSION_NOT_FOUND);
    if (result.status === 'WAITING') return 'unchanged';
    const notifyData = notifyDataOf(result.rawData);
    if (result.status === 'CLOSED') {
      // a closed attempt leaves the order waiting: another channel may still be tried
      return (await closeExtension(this.em.fork(), ext.id, { notifyData })) ? 'closed' : 'unchanged';
    }
    return this.em.fork().transactional(async (em) => {
      if (!(await markExtensionPaid(em, ext.id, notifyData))) return 'unchanged';
      const channel = await em.findOneOrFail(PayChannel, ext.channelId);
      const order = await em.findOneOrFail(PayOrder, ext.orderId);
      const paid = await markOrderPaid(em, ext.orderId, {
        channelId: channel.id,
        channelCode: channel.code,
        successTime: result.successTime ?? new Date(),
        extensionId: ext.id,
        no: ext.no,
        channelOrderNo: result.channelOrderNo ?? null,
        channelUserId: result.channelUserId ?? null,
        channelFeeRate: channel.feeRate,
        channelFeePrice: channelFeeOf(order.price, channel.feeRate),
      });
      if (!paid) {
        // the order was paid by another attempt: the money came twice, and this attempt's goes back
        em.persist(newDuplicateRefund(em, order, ext, result.channelOrderNo ?? null));
        this.logger.warn({ orderId: order.id, extensionNo: ext.no }, 'pay order paid twice: the second payment is refunded');
        return 'unchanged';
      }
      const app = await em.findOneOrFail(PayApp, paid.appId);
      const task = newNotifyTask(em, paid, PayNotifyType.ORDER, paid.id, paid.notifyUrl);
      if (task) await em.flush();
      em.persist(orderEvent(PayEventTypes.ORDER_SUCCEEDED, paid, app.appKey, task?.id ?? null));
      return 'paid';
    });
  }

  /** The expiry: the order WAITING → CLOSED (its attempts closed before), with PayOrderClosed. */
  async close(orderId: number): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const closed = await closeOrderRow(em, orderId);
      if (!closed) return false;
      const app = await em.findOneOrFail(PayApp, closed.appId);
      em.persist(orderEvent(PayEventTypes.ORDER_CLOSED, closed, app.appKey, null));
      return true;
    });
  }
}
