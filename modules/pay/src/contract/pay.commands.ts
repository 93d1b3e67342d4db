import { Command } from '@nestjs/cqrs';

export interface CreatePayOrderInput {
  tenantId: number;
  appKey: string;
  merchantOrderId: string;
  /** at most 32 characters (longer is cut) */
  subject: string;
  body?: string | null;
  /** cents, > 0 */
  price: number;
  expireTime: Date;
  userId: number | null;
  userType: number;
  userIp: string;
}

/**
 * Opens the order a business asks to be paid: idempotent on (app, merchantOrderId). An existing
 * waiting order takes the new price and expire time; a closed one is opened again (WAITING, by
 * compare-and-set); a paid one is answered as it is. Answers the order id. The app `course` is made
 * for the tenant on first use.
 */
export class CreatePayOrderCommand extends Command<number> {
  constructor(readonly input: CreatePayOrderInput) {
    super();
  }
}

export interface CreatePayRefundInput {
  tenantId: number;
  appKey: string;
  merchantOrderId: string;
  merchantRefundId: string;
  /** cents, ≥ 1 and at most what is left to refund */
  price: number;
  /** at most 128 characters */
  reason: string;
  userIp: string;
}

/**
 * Gives money back on a paid order: idempotent on (app, merchantRefundId), which answers the refund
 * made before. The refund is written WAITING, then asked of the channel; its result comes at once
 * (mock, wallet), by callback or by the sync job. Answers the refund id.
 */
export class CreatePayRefundCommand extends Command<number> {
  constructor(readonly input: CreatePayRefundInput) {
    super();
  }
}

/**
 * Closes a business's unpaid order now (its reason to be paid is gone: the signup was cancelled):
 * its waiting attempts are asked of their channels first, and one found paid makes the order
 * succeed instead (the business then refunds it). Answers whether it closed; a paid or missing
 * order is left as it is.
 */
export class ClosePayOrderCommand extends Command<boolean> {
  constructor(
    readonly tenantId: number,
    readonly appKey: string,
    readonly merchantOrderId: string,
  ) {
    super();
  }
}
