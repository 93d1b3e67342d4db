import { PayOrderStatus, type PayOrderStatusValue } from '@dha/contracts';
import { TimestampedColumns, type TimestampedOptional } from '@dha/server-core';
import { Check, Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** What a business asks to be paid: one per merchant order id and app. Its status moves by compare-and-set only. */
@Entity({ tableName: 'pay_order' })
@Check({ name: 'pay_order_price_ck', expression: '"price" > 0 and "refund_price" >= 0 and "refund_price" <= "price"' })
@Unique({ name: 'pay_order_app_merchant_uq', properties: ['appId', 'merchantOrderId'] })
@Index({ name: 'pay_order_tenant_created_idx', properties: ['tenantId', 'createTime'] })
@Index({
  name: 'pay_order_waiting_expire_idx',
  expression: `create index "pay_order_waiting_expire_idx" on "pay_order" ("expire_time") where "status" = ${PayOrderStatus.WAITING}`,
})
export class PayOrder extends TimestampedColumns {
  [OptionalProps]?: TimestampedOptional | 'status' | 'refundPrice';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  tenantId!: number;

  @Property()
  appId!: number;

  @Property({ type: 'integer', nullable: true })
  channelId: number | null = null;

  @Property({ length: 32, nullable: true })
  channelCode: string | null = null;

  @Property({ type: 'integer', nullable: true })
  userId: number | null = null;

  @Property({ type: 'smallint' })
  userType!: number;

  @Property({ length: 64 })
  merchantOrderId!: string;

  @Property({ length: 32 })
  subject!: string;

  @Property({ length: 128, nullable: true })
  body: string | null = null;

  @Property({ length: 1024 })
  notifyUrl!: string;

  @Property()
  price!: number;

  @Property({ type: 'double', nullable: true })
  channelFeeRate: number | null = null;

  @Property({ type: 'integer', nullable: true })
  channelFeePrice: number | null = null;

  @Property({ type: 'smallint' })
  status: PayOrderStatusValue = PayOrderStatus.WAITING;

  @Property({ length: 50 })
  userIp!: string;

  @Property({ type: 'timestamptz' })
  expireTime!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  successTime: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  extensionId: number | null = null;

  @Property({ length: 64, nullable: true })
  no: string | null = null;

  @Property({ default: 0 })
  refundPrice: number = 0;

  @Property({ length: 255, nullable: true })
  channelUserId: string | null = null;

  @Property({ length: 64, nullable: true })
  channelOrderNo: string | null = null;
}

/** One payment attempt of an order through one channel: `no` is the out_trade_no the channel knows. */
@Entity({ tableName: 'pay_order_extension' })
@Index({ name: 'pay_order_extension_order_idx', properties: ['orderId'] })
@Index({
  name: 'pay_order_extension_waiting_idx',
  expression: `create index "pay_order_extension_waiting_idx" on "pay_order_extension" ("create_time") where "status" = ${PayOrderStatus.WAITING}`,
})
export class PayOrderExtension extends TimestampedColumns {
  [OptionalProps]?: TimestampedOptional | 'status';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  tenantId!: number;

  @Property({ length: 64, unique: 'pay_order_extension_no_uq' })
  no!: string;

  @Property()
  orderId!: number;

  @Property()
  channelId!: number;

  @Property({ length: 32 })
  channelCode!: string;

  @Property({ length: 50 })
  userIp!: string;

  @Property({ type: 'smallint' })
  status: PayOrderStatusValue = PayOrderStatus.WAITING;

  @Property({ type: 'jsonb', nullable: true })
  channelExtras: Record<string, string> | null = null;

  @Property({ length: 128, nullable: true })
  channelErrorCode: string | null = null;

  @Property({ length: 512, nullable: true })
  channelErrorMsg: string | null = null;

  @Property({ type: 'text', nullable: true })
  channelNotifyData: string | null = null;
}
