import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The two audit logs. Rows are written in batches with plain SQL (infrastructure/log.writer) and read
 * by the log read model; the entities exist so the schema check covers these tables too.
 */
@Entity({ tableName: 'system_operate_log' })
@Index({
  name: 'system_operate_log_tenant_time_index',
  expression: 'create index "system_operate_log_tenant_time_index" on "system_operate_log" ("tenant_id", "create_time" desc)',
})
@Index({ name: 'system_operate_log_time_index', properties: ['createTime'] })
@Index({
  name: 'system_operate_log_trace_id_unique',
  expression: `create unique index "system_operate_log_trace_id_unique" on "system_operate_log" ("trace_id") where "trace_id" <> ''`,
})
export class OperateLog {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'integer' })
  tenantId!: number;

  @Property({ type: 'integer', nullable: true })
  userId: number | null = null;

  @Property({ length: 64, default: '' })
  userName: string = '';

  @Property({ length: 100, default: '' })
  module: string = '';

  @Property({ length: 100, default: '' })
  name: string = '';

  /** the kind of operation (OperateType) */
  @Property({ type: 'smallint', default: 0 })
  operateType: number = 0;

  /** the ids acted on, comma separated */
  @Property({ length: 200, default: '' })
  targetIds: string = '';

  /** one per request: the key that keeps a row both inserted and spooled single */
  @Property({ length: 64, default: '' })
  traceId: string = '';

  @Property({ type: 'smallint', default: 0 })
  userType: number = 0;

  /** upstream's: the module's name (系统管理) */
  @Property({ length: 50, default: '' })
  type: string = '';

  /** upstream's: the operation (修改用户) */
  @Property({ length: 50, default: '' })
  subType: string = '';

  /** upstream's: the one id written, when known */
  @Property({ type: 'bigint', nullable: true })
  bizId: string | null = null;

  @Property({ length: 2000, default: '' })
  action: string = '';

  /** JSON */
  @Property({ type: 'text', default: '' })
  extra: string = '';

  @Property({ length: 10, default: '' })
  requestMethod: string = '';

  @Property({ length: 500, default: '' })
  requestUrl: string = '';

  @Property({ type: 'text', default: '' })
  requestSummary: string = '';

  @Property({ type: 'integer', default: 0 })
  resultCode: number = 0;

  @Property({ length: 512, default: '' })
  resultMsg: string = '';

  @Property({ type: 'integer', default: 0 })
  duration: number = 0;

  @Property({ length: 50, default: '' })
  userIp: string = '';

  @Property({ length: 512, default: '' })
  userAgent: string = '';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}

@Entity({ tableName: 'system_login_log' })
@Index({
  name: 'system_login_log_tenant_time_index',
  expression: 'create index "system_login_log_tenant_time_index" on "system_login_log" ("tenant_id", "create_time" desc)',
})
@Index({ name: 'system_login_log_time_index', properties: ['createTime'] })
export class LoginLog {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'integer' })
  tenantId!: number;

  @Property({ type: 'smallint' })
  logType!: number;

  @Property({ type: 'integer', nullable: true })
  userId: number | null = null;

  @Property({ length: 64, default: '' })
  username: string = '';

  @Property({ type: 'smallint', default: 0 })
  result: number = 0;

  @Property({ length: 512, default: '' })
  reason: string = '';

  @Property({ length: 50, default: '' })
  userIp: string = '';

  @Property({ length: 512, default: '' })
  userAgent: string = '';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}
