import { PayOrderStatus, PayRefundStatus, PayUserType, type PayNotifyTypeValue } from '@dha/contracts';
import { BizError, OutboxEvent } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PAY_ORDER_AGGREGATE,
  PAY_REFUND_AGGREGATE,
  PayEventTypes,
  type PayOrderEventPayload,
  type PayRefundEventPayload,
} from '../contract/pay.events';
import { PayApp, PayChannel } from '../domain/pay-app.entity';
import { PayNotifyTask } from '../domain/pay-notify.entity';
import { PayOrder, PayOrderExtension } from '../domain/pay-order.entity';
import { payNo } from '../domain/pay-no';
import { PayRefund } from '../domain/pay-refund.entity';
import { PayErrors } from '../pay.errors';

/** Upstream's tries of a notify task: the first and eight more. */
export const NOTIFY_MAX_TIMES = 9;

const W = PayOrderStatus.WAITING;
const OK = PayOrderStatus.SUCCESS;
const CLOSED = PayOrderStatus.CLOSED;

/** What a success writes on the order (from the attempt that was paid). */
export interface OrderSuccess {
  channelId: number;
  channelCode: string;
  successTime: Date;
  extensionId: number;
  no: string;
  channelOrderNo: string | null;
  channelUserId: string | null;
  channelFeeRate: number;
  channelFeePrice: number;
}

export async function getApp(em: EntityManager, tenantId: number, id: number): Promise<PayApp> {
  const app = await em.findOne(PayApp, { id, tenantId });
  if (!app) throw new BizError(PayErrors.APP_NOT_FOUND);
  return app;
}

export async function getOrder(em: EntityManager, id: number, tenantId?: number): Promise<PayOrder> {
  const order = await em.findOne(PayOrder, tenantId === undefined ? { id } : { id, tenantId });
  if (!order) throw new BizError(PayErrors.PAY_ORDER_NOT_FOUND);
  return order;
}

/** The enabled channel of an app by code (refused when missing or disabled). */
export async function enabledChannel(em: EntityManager, appId: number, code: string): Promise<PayChannel> {
  const channel = await em.findOne(PayChannel, { appId, code });
  if (!channel) throw new BizError(PayErrors.CHANNEL_NOT_FOUND);
  if (channel.status !== 0) throw new BizError(PayErrors.CHANNEL_IS_DISABLE);
  return channel;
}

/** The attempt's CAS: WAITING or CLOSED → SUCCESS (a paid callback after a close still counts). Answers whether it moved. */
export async function markExtensionPaid(em: EntityManager, extensionId: number, notifyData: string | null): Promise<boolean> {
  const rows = await em.execute(
    `update pay_order_extension set status = ${OK}, channel_notify_data = coalesce(?, channel_notify_data), update_time = now()
     where id = ? and status in (${W}, ${CLOSED}) returning id`,
    [notifyData, extensionId],
  );
  return rows.length > 0;
}

/** The attempt's CAS: WAITING → CLOSED (with the channel's error, if any). */
export async function closeExtension(
  em: EntityManager,
  extensionId: number,
  detail: { notifyData?: string | null; errorCode?: string | null; errorMsg?: string | null } = {},
): Promise<boolean> {
  const rows = await em.execute(
    `update pay_order_extension set status = ${CLOSED}, channel_notify_data = coalesce(?, channel_notify_data),
       channel_error_code = coalesce(?, channel_error_code), channel_error_msg = coalesce(?, channel_error_msg), update_time = now()
     where id = ? and status = ${W} returning id`,
    [detail.notifyData ?? null, detail.errorCode?.slice(0, 128) ?? null, detail.errorMsg?.slice(0, 512) ?? null, extensionId],
  );
  return rows.length > 0;
}

/** The order's CAS: WAITING or CLOSED → SUCCESS, once; answers the order when it moved. */
export async function markOrderPaid(em: EntityManager, orderId: number, s: OrderSuccess): Promise<PayOrder | null> {
  const rows = await em.execute<Array<{ id: number }>>(
    `update pay_order set status = ${OK}, channel_id = ?, channel_code = ?, success_time = ?, extension_id = ?, no = ?,
       channel_order_no = ?, channel_user_id = ?, channel_fee_rate = ?, channel_fee_price = ?, update_time = now()
     where id = ? and status in (${W}, ${CLOSED}) returning id`,
    [
      s.channelId,
      s.channelCode,
      s.successTime,
      s.extensionId,
      s.no,
      s.channelOrderNo?.slice(0, 64) ?? null,
      s.channelUserId?.slice(0, 255) ?? null,
      s.channelFeeRate,
      s.channelFeePrice,
      orderId,
    ],
  );
  return rows.length ? em.findOneOrFail(PayOrder, orderId, { refresh: true }) : null;
}

/** The order's CAS: WAITING → CLOSED; answers the order when it moved. */
export async function closeOrderRow(em: EntityManager, orderId: number): Promise<PayOrder | null> {
  const rows = await em.execute(
    `update pay_order set status = ${CLOSED}, update_time = now() where id = ? and status = ${W} returning id`,
    [orderId],
  );
  return rows.length ? em.findOneOrFail(PayOrder, orderId, { refresh: true }) : null;
}

/** The refund's CAS: WAITING → SUCCESS or FAILURE; answers whether it moved. */
export async function settleRefundRow(
  em: EntityManager,
  refundId: number,
  to: typeof PayRefundStatus.SUCCESS | typeof PayRefundStatus.FAILURE,
  detail: {
    channelRefundNo?: string | null;
    successTime?: Date | null;
    notifyData?: string | null;
    errorCode?: string | null;
    errorMsg?: string | null;
  },
): Promise<boolean> {
  const rows = await em.execute(
    `update pay_refund set status = ?, channel_refund_no = coalesce(?, channel_refund_no), success_time = ?,
       channel_notify_data = coalesce(?, channel_notify_data), channel_error_code = ?, channel_error_msg = ?, update_time = now()
     where id = ? and status = ${PayRefundStatus.WAITING} returning id`,
    [
      to,
      detail.channelRefundNo?.slice(0, 64) ?? null,
      to === PayRefundStatus.SUCCESS ? (detail.successTime ?? new Date()) : null,
      detail.notifyData ?? null,
      detail.errorCode?.slice(0, 128) ?? null,
      detail.errorMsg?.slice(0, 512) ?? null,
      refundId,
    ],
  );
  return rows.length > 0;
}

/** Adds a settled refund to its order (never past the price): status → REFUND (20); answers the order. */
export async function addRefundToOrder(em: EntityManager, orderId: number, price: number): Promise<PayOrder> {
  const rows = await em.execute(
    `update pay_order set refund_price = refund_price + ?, status = ${PayOrderStatus.REFUND}, update_time = now()
     where id = ? and status in (${OK}, ${PayOrderStatus.REFUND}) and refund_price + ? <= price returning id`,
    [price, orderId, price],
  );
  if (!rows.length) throw new BizError(PayErrors.REFUND_PRICE_EXCEED);
  return em.findOneOrFail(PayOrder, orderId, { refresh: true });
}

/** What a refund takes from where its money was paid: the channel and the attempt's number it refunds. */
interface RefundSource {
  channelId: number;
  channelCode: string;
  /** the paid attempt's number (the channel's out_trade_no) */
  orderNo: string;
  channelOrderNo: string | null;
}

/** A waiting refund of (part of) an order's payment, as the channels are asked for it. */
export function newRefund(
  em: EntityManager,
  order: PayOrder,
  source: RefundSource,
  refund: { merchantRefundId: string; refundPrice: number; reason: string; userIp: string; notifyUrl: string; duplicate?: boolean },
): PayRefund {
  return em.create(PayRefund, {
    tenantId: order.tenantId,
    no: payNo('R'),
    appId: order.appId,
    channelId: source.channelId,
    channelCode: source.channelCode,
    orderId: order.id,
    orderNo: source.orderNo,
    userId: order.userId,
    userType: order.userType ?? PayUserType.MEMBER,
    merchantOrderId: order.merchantOrderId,
    merchantRefundId: refund.merchantRefundId,
    notifyUrl: refund.notifyUrl,
    payPrice: order.price,
    refundPrice: refund.refundPrice,
    reason: refund.reason.slice(0, 128),
    userIp: refund.userIp.slice(0, 50),
    channelOrderNo: source.channelOrderNo?.slice(0, 64) ?? null,
    duplicate: refund.duplicate ?? false,
  });
}

/**
 * The refund of a second payment of an already paid order, from the attempt that took it: its whole
 * amount, apart from the order's own refunds (the sync job asks the channel, as for every waiting refund).
 */
export const newDuplicateRefund = (
  em: EntityManager,
  order: PayOrder,
  attempt: PayOrderExtension,
  channelOrderNo: string | null,
): PayRefund =>
  newRefund(
    em,
    order,
    { channelId: attempt.channelId, channelCode: attempt.channelCode, orderNo: attempt.no, channelOrderNo },
    {
      merchantRefundId: `duplicate-${attempt.no}`,
      refundPrice: order.price,
      reason: DUPLICATE_PAYMENT_REFUND_REASON,
      userIp: attempt.userIp,
      notifyUrl: '',
      duplicate: true,
    },
  );

export const DUPLICATE_PAYMENT_REFUND_REASON = '重复支付，自动退回';

/** A notify task for the app's URL (none when the app has no URL: it is told by events only). */
export function newNotifyTask(
  em: EntityManager,
  order: Pick<PayOrder, 'tenantId' | 'appId' | 'merchantOrderId'>,
  type: PayNotifyTypeValue,
  dataId: number,
  url: string,
  merchantRefundId: string | null = null,
): PayNotifyTask | null {
  if (!url) return null;
  return em.create(PayNotifyTask, {
    tenantId: order.tenantId,
    appId: order.appId,
    type,
    dataId,
    merchantOrderId: order.merchantOrderId,
    merchantRefundId,
    nextNotifyTime: new Date(),
    maxNotifyTimes: NOTIFY_MAX_TIMES,
    notifyUrl: url,
  });
}

export function orderEventPayload(order: PayOrder, appKey: string): PayOrderEventPayload {
  return {
    orderId: order.id,
    tenantId: order.tenantId,
    appId: order.appId,
    appKey,
    merchantOrderId: order.merchantOrderId,
    price: order.price,
    status: order.status,
    userId: order.userId,
    channelCode: order.channelCode,
    successTime: order.successTime ? order.successTime.getTime() : null,
  };
}

/** The outbox row of an order event (written in the transaction of the change). */
export function orderEvent(
  type: typeof PayEventTypes.ORDER_SUCCEEDED | typeof PayEventTypes.ORDER_CLOSED,
  order: PayOrder,
  appKey: string,
  notifyTaskId: number | null,
): OutboxEvent {
  return OutboxEvent.of({
    type,
    aggregateType: PAY_ORDER_AGGREGATE,
    aggregateId: order.id,
    payload: { ...orderEventPayload(order, appKey), notifyTaskId },
  });
}

export function refundEvent(
  type: typeof PayEventTypes.REFUND_SUCCEEDED | typeof PayEventTypes.REFUND_FAILED,
  order: PayOrder,
  refund: PayRefund,
  appKey: string,
  notifyTaskId: number | null,
): OutboxEvent {
  const payload: PayRefundEventPayload & { notifyTaskId: number | null } = {
    ...orderEventPayload(order, appKey),
    refundId: refund.id,
    merchantRefundId: refund.merchantRefundId,
    refundPrice: refund.refundPrice,
    orderRefundPrice: order.refundPrice,
    channelErrorMsg: refund.channelErrorMsg,
    notifyTaskId,
  };
  return OutboxEvent.of({ type, aggregateType: PAY_REFUND_AGGREGATE, aggregateId: refund.id, payload });
}

/** The waiting attempts of an order (to be asked of their channels). */
export const waitingExtensions = (em: EntityManager, orderId: number): Promise<PayOrderExtension[]> =>
  em.find(PayOrderExtension, { orderId, status: W }, { orderBy: { id: 'asc' } });

/** Open notify tasks whose try is overdue (its job lost, or its worker died while claiming it). */
export async function overdueNotifyTasks(em: EntityManager, limit: number): Promise<Array<{ id: number; notifyTimes: number }>> {
  const rows = await em.execute<Array<{ id: number; notify_times: number }>>(
    `select id, notify_times from pay_notify_task
     where status in (0, 21, 22) and next_notify_time <= now() - interval '5 seconds' order by next_notify_time limit ?`,
    [limit],
  );
  return rows.map((r) => ({ id: Number(r.id), notifyTimes: Number(r.notify_times) }));
}

/** Every pay row of a deleted tenant (logs keyed by their task first). */
export async function deleteTenantPayments(em: EntityManager, tenantId: number): Promise<void> {
  await em.execute(`delete from pay_notify_log where task_id in (select id from pay_notify_task where tenant_id = ?)`, [tenantId]);
  for (const table of [
    'pay_notify_task',
    'pay_refund',
    'pay_order_extension',
    'pay_order',
    'pay_wallet_transaction',
    'pay_wallet',
    'pay_channel',
    'pay_app',
  ])
    await em.execute(`delete from ${table} where tenant_id = ?`, [tenantId]);
}
