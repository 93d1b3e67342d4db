import type { PayOrderStatusValue, PayRefundStatusValue, SignupPaymentVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** An order as a business module sees it (re-read it on an event: status, price and merchantOrderId). */
export interface PayOrderView {
  id: number;
  tenantId: number;
  appId: number;
  appKey: string;
  merchantOrderId: string;
  status: PayOrderStatusValue;
  price: number;
  refundPrice: number;
  userId: number | null;
  expireTime: Date;
  successTime: Date | null;
  channelCode: string | null;
  /** the newest refund's status, null when none */
  refundStatus: PayRefundStatusValue | null;
}

/** One order by id (null when missing). */
export class GetPayOrderQuery extends Query<PayOrderView | null> {
  constructor(readonly orderId: number) {
    super();
  }
}

/** The orders of an app by merchant order id (ids without an order are left out), e.g. a page of signups. */
export class GetPayOrdersByMerchantIdsQuery extends Query<PayOrderView[]> {
  constructor(
    readonly tenantId: number,
    readonly appKey: string,
    readonly merchantOrderIds: string[],
  ) {
    super();
  }
}

/** The wire shape of an order's state for a business's own lists. */
export const paymentOf = (o: PayOrderView): SignupPaymentVO => ({
  payOrderId: o.id,
  status: o.status,
  price: o.price,
  refundPrice: o.refundPrice,
  expireTime: o.expireTime.getTime(),
  successTime: o.successTime ? o.successTime.getTime() : null,
  channelCode: o.channelCode,
  refundStatus: o.refundStatus,
});
