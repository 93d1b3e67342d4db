import { AuditedColumns, type AuditedOptional } from '@dha/server-core';
import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** A business that takes payments (upstream folded the "merchant" into it): one per app key and tenant. */
@Entity({ tableName: 'pay_app' })
@Unique({ name: 'pay_app_tenant_key_uq', properties: ['tenantId', 'appKey'] })
export class PayApp extends AuditedColumns {
  [OptionalProps]?: AuditedOptional | 'remark' | 'orderNotifyUrl' | 'refundNotifyUrl';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  tenantId!: number;

  @Property({ length: 64 })
  appKey!: string;

  @Property({ length: 64 })
  name!: string;

  @Property({ type: 'smallint' })
  status!: number;

  @Property({ length: 255, nullable: true })
  remark: string | null = null;

  /** '' = the app is told by domain events only (no HTTP notification) */
  @Property({ length: 1024 })
  orderNotifyUrl: string = '';

  @Property({ length: 1024 })
  refundNotifyUrl: string = '';
}

/** A way an app takes money (mock, wallet, WeChat Pay, Alipay), with its configuration; one per code and app. */
@Entity({ tableName: 'pay_channel' })
@Unique({ name: 'pay_channel_app_code_uq', properties: ['appId', 'code'] })
@Index({ name: 'pay_channel_tenant_idx', properties: ['tenantId'] })
export class PayChannel extends AuditedColumns {
  [OptionalProps]?: AuditedOptional | 'remark';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  tenantId!: number;

  @Property()
  appId!: number;

  @Property({ length: 32 })
  code!: string;

  @Property({ type: 'smallint' })
  status!: number;

  /** percent (0.6 = 0.6 %) */
  @Property({ type: 'double' })
  feeRate!: number;

  @Property({ length: 255, nullable: true })
  remark: string | null = null;

  @Property({ type: 'jsonb' })
  config!: Record<string, unknown>;
}
