import type { LoginLogVO, OperateLogVO } from '@dha/contracts';
import { BatchedLogWriter, InjectConfig, type AppConfig, type LogColumn as Column } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SignInRecord } from '../../contract/account.commands';

/** A row to write: the page's fields, plus the tenant, before it has an id. */
export type OperateLogRow = Omit<OperateLogVO, 'id' | 'createTime'> & { tenantId: number; createTime: Date };

/**
 * Writes `system_operate_log` rows. An acknowledged write always has its row: the interceptor awaits
 * `writeDurably` before the answer leaves, and a row PostgreSQL refuses goes to an fsync'd spool file
 * (LOG_SPOOL_DIR) drained at start and every few seconds, never dropped. Writing the row in the
 * write's own transaction was the other way; it would need every handler's transaction to know the
 * log, and a refused or failed write (logged too, with its code) has no transaction to join.
 */
@Injectable()
export class OperateLogWriter extends BatchedLogWriter<OperateLogRow> {
  protected readonly table = 'system_operate_log';
  protected readonly columns: ReadonlyArray<Column<OperateLogRow>> = [
    ['tenant_id', (r) => r.tenantId],
    ['trace_id', (r) => r.traceId],
    ['user_id', (r) => r.userId],
    ['user_type', (r) => r.userType],
    ['user_name', (r) => r.userName],
    ['type', (r) => r.type],
    ['sub_type', (r) => r.subType],
    ['biz_id', (r) => r.bizId],
    ['action', (r) => r.action],
    ['extra', (r) => r.extra],
    ['module', (r) => r.module],
    ['name', (r) => r.name],
    ['operate_type', (r) => r.operateType],
    ['target_ids', (r) => r.targetIds],
    ['request_method', (r) => r.requestMethod],
    ['request_url', (r) => r.requestUrl],
    ['request_summary', (r) => r.requestSummary],
    ['result_code', (r) => r.resultCode],
    ['result_msg', (r) => r.resultMsg],
    ['duration', (r) => r.duration],
    ['user_ip', (r) => r.userIp],
    ['user_agent', (r) => r.userAgent],
    ['create_time', (r) => r.createTime],
  ];

  constructor(em: EntityManager, @InjectConfig() config: AppConfig) {
    super(em);
    this.spoolDir = config.LOG_SPOOL_DIR;
    this.conflictTarget = `("trace_id") where "trace_id" <> ''`;
  }
}

export type LoginLogRow = Omit<LoginLogVO, 'id' | 'createTime'> & { tenantId: number; createTime: Date };

/** Writes `system_login_log` rows in batches. */
@Injectable()
export class LoginLogWriter extends BatchedLogWriter<LoginLogRow> {
  protected readonly table = 'system_login_log';
  protected readonly columns: ReadonlyArray<Column<LoginLogRow>> = [
    ['tenant_id', (r) => r.tenantId],
    ['log_type', (r) => r.logType],
    ['user_id', (r) => r.userId],
    ['username', (r) => r.username],
    ['result', (r) => r.result],
    ['reason', (r) => r.reason],
    ['user_ip', (r) => r.userIp],
    ['user_agent', (r) => r.userAgent],
    ['create_time', (r) => r.createTime],
  ];

  constructor(em: EntityManager) {
    super(em);
  }

  /** One sign-in event (an attempt, its outcome, a lock), its texts cut to the columns. */
  signIn(e: SignInRecord): void {
    this.write({
      tenantId: e.tenantId,
      logType: e.logType,
      userId: e.userId ?? null,
      username: e.username.slice(0, 64),
      result: e.result,
      reason: (e.reason ?? '').slice(0, 512),
      userIp: e.ip,
      userAgent: e.userAgent.slice(0, 512),
      createTime: new Date(),
    });
  }
}
