import { PayRefundStatus, type PayRefundStatusValue } from '@dha/contracts';
import { TimestampedColumns, type TimestampedOptional } from '@dha/server-core';
import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** Money given back on a paid order: one per merchant refund id and app, at most one waiting per order. */
@Entity({ tableName: 'pay_refund' })
@Unique({ name: 'pay_refund_app_merchant_uq', properties: ['appId', 'merchantRefundId'] })
@Index({ name: 'pay_refund_tenant_created_idx', properties: ['tenantId', 'createTime'] })
@Index({
  name: 'pay_refund_one_waiting_uq',
  expression: `create unique index "pay_refund_one_waiting_uq" on "pay_refund" ("order_id") where "status" = ${PayRefundStatus.WAITING} and not "duplicate"`,
})
export class PayRefund extends TimestampedColumns {
  [OptionalProps]?: TimestampedOptional | 'status' | 'duplicate';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  tenantId!: number;

  @Property({ length: 64, unique: 'pay_refund_no_uq' })
  no!: string;

  @Property()
  appId!: number;

  @Property()
  channelId!: number;

  @Property({ length: 32 })
  channelCode!: string;

  @Property()
  orderId!: number;

  @Property({ length: 64 })
  orderNo!: string;

  @Property({ type: 'integer', nullable: true })
  userId: number | null = null;

  @Property({ type: 'smallint' })
  userType!: number;

  @Property({ length: 64 })
  merchantOrderId!: string;

  @Property({ length: 64 })
  merchantRefundId!: string;

  @Property({ length: 1024 })
  notifyUrl!: string;

  @Property({ type: 'smallint' })
  status: PayRefundStatusValue = PayRefundStatus.WAITING;

  @Property()
  payPrice!: number;

  @Property()
  refundPrice!: number;

  @Property({ length: 128 })
  reason!: string;

  @Property({ length: 50 })
  userIp!: string;

  @Property({ length: 64, nullable: true })
  channelOrderNo: string | null = null;

  @Property({ length: 64, nullable: true })
  channelRefundNo: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  successTime: Date | null = null;

  @Property({ length: 128, nullable: true })
  channelErrorCode: string | null = null;

  @Property({ length: 512, nullable: true })
  channelErrorMsg: string | null = null;

  @Property({ type: 'text', nullable: true })
  channelNotifyData: string | null = null;

  /**
   * Gives back a second payment of an already paid order (the payer paid one channel, then another
   * before the first's callback): refunded from its own attempt (`orderNo` is that attempt's), apart
   * from the order's paid and refunded amounts, with no merchant notification.
   */
  @Property({ default: false })
  duplicate: boolean = false;
}
