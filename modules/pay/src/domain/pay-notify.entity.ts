import { PayNotifyStatus, type PayNotifyStatusValue, type PayNotifyTypeValue } from '@dha/contracts';
import { TimestampedColumns, type TimestampedOptional } from '@dha/server-core';
import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Telling a merchant app that an order was paid or a refund settled, over HTTP, with upstream's backoff. */
@Entity({ tableName: 'pay_notify_task' })
@Index({ name: 'pay_notify_task_tenant_created_idx', properties: ['tenantId', 'createTime'] })
@Index({
  name: 'pay_notify_task_due_idx',
  expression: `create index "pay_notify_task_due_idx" on "pay_notify_task" ("next_notify_time") where "status" in (${PayNotifyStatus.WAITING}, ${PayNotifyStatus.REQUEST_SUCCESS}, ${PayNotifyStatus.REQUEST_FAILURE})`,
})
export class PayNotifyTask extends TimestampedColumns {
  [OptionalProps]?: TimestampedOptional | 'status' | 'notifyTimes';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  tenantId!: number;

  @Property()
  appId!: number;

  @Property({ type: 'smallint' })
  type!: PayNotifyTypeValue;

  /** the order or refund id */
  @Property()
  dataId!: number;

  @Property({ length: 64 })
  merchantOrderId!: string;

  @Property({ length: 64, nullable: true })
  merchantRefundId: string | null = null;

  @Property({ type: 'smallint' })
  status: PayNotifyStatusValue = PayNotifyStatus.WAITING;

  @Property({ type: 'timestamptz' })
  nextNotifyTime!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  lastExecuteTime: Date | null = null;

  @Property({ default: 0 })
  notifyTimes: number = 0;

  @Property()
  maxNotifyTimes!: number;

  @Property({ length: 1024 })
  notifyUrl!: string;
}

/** One try of a notify task: what the merchant answered (or why the request failed). */
@Entity({ tableName: 'pay_notify_log' })
@Index({ name: 'pay_notify_log_task_idx', properties: ['taskId'] })
export class PayNotifyLog {
  [OptionalProps]?: 'createTime';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  taskId!: number;

  @Property()
  notifyTimes!: number;

  @Property({ length: 2048 })
  response!: string;

  @Property({ type: 'smallint' })
  status!: PayNotifyStatusValue;

  @Property({ type: 'timestamptz' })
  createTime: Date = new Date();
}
