import type { PayOrderStatusValue } from '@dha/contracts';

/** Event types the pay module writes to the outbox (aggregateType 'pay_order' / 'pay_refund', aggregateId = its id). */
export const PayEventTypes = {
  /** an order went WAITING (or CLOSED) → SUCCESS: written once, however many callbacks, syncs and submits race */
  ORDER_SUCCEEDED: 'PayOrderSucceeded',
  /** an unpaid order reached its expire time and was closed (the channel asked once more first) */
  ORDER_CLOSED: 'PayOrderClosed',
  REFUND_SUCCEEDED: 'PayRefundSucceeded',
  REFUND_FAILED: 'PayRefundFailed',
} as const;

export const PAY_ORDER_AGGREGATE = 'pay_order';
export const PAY_REFUND_AGGREGATE = 'pay_refund';

/** What every pay event says of its order: a business module finds its own record by merchantOrderId. */
export interface PayOrderEventPayload {
  orderId: number;
  tenantId: number;
  appId: number;
  appKey: string;
  merchantOrderId: string;
  price: number;
  status: PayOrderStatusValue;
  userId: number | null;
  channelCode: string | null;
  /** epoch ms, set on success */
  successTime: number | null;
}

export interface PayRefundEventPayload extends PayOrderEventPayload {
  refundId: number;
  merchantRefundId: string;
  refundPrice: number;
  /** the order's refunded total after this refund */
  orderRefundPrice: number;
  channelErrorMsg: string | null;
}
