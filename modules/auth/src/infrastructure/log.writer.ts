import { LoginResult, type LoginLogVO, type OperateLogVO } from '@dha/contracts';
import { BatchedLogWriter, BizError, type LogColumn as Column } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthErrors } from '../auth.errors';

/** A row to write: the page's fields, plus the tenant, before it has an id. */
export type OperateLogRow = Omit<OperateLogVO, 'id' | 'createTime'> & { tenantId: number; createTime: Date };

/** Writes `system_operate_log` rows in batches. */
@Injectable()
export class OperateLogWriter extends BatchedLogWriter<OperateLogRow> {
  protected readonly table = 'system_operate_log';
  protected readonly columns: ReadonlyArray<Column<OperateLogRow>> = [
    ['tenant_id', (r) => r.tenantId],
    ['user_id', (r) => r.userId],
    ['user_name', (r) => r.userName],
    ['module', (r) => r.module],
    ['name', (r) => r.name],
    ['type', (r) => r.type],
    ['biz_id', (r) => r.bizId],
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

  constructor(em: EntityManager) {
    super(em);
  }
}

/** The login log's result for an error of a sign-in. */
export function loginResultOf(err: unknown): number {
  if (!(err instanceof BizError)) return LoginResult.UNKNOWN;
  switch (err.code) {
    case AuthErrors.LOGIN_BAD_CREDENTIALS.code:
    case AuthErrors.PASSWORD_RESET_CODE_INVALID.code:
    case AuthErrors.SMS_CODE_EXPIRED.code:
    case AuthErrors.SMS_CODE_USED.code:
    case AuthErrors.AUTH_MOBILE_NOT_EXISTS.code:
      return LoginResult.BAD_CREDENTIALS;
    case AuthErrors.LOGIN_USER_DISABLED.code:
      return LoginResult.USER_DISABLED;
    case AuthErrors.LOGIN_CAPTCHA_CODE_ERROR.code:
      return LoginResult.CAPTCHA_CODE_ERROR;
    case AuthErrors.LOGIN_LOCKED.code:
      return LoginResult.LOCKED;
    case AuthErrors.TENANT_NOT_EXISTS.code:
    case AuthErrors.TENANT_DISABLE.code:
    case AuthErrors.TENANT_EXPIRE.code:
      return LoginResult.TENANT_DISABLED;
    case AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND.code:
      return LoginResult.SOCIAL_NOT_BOUND;
    default:
      return LoginResult.UNKNOWN;
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
  signIn(e: {
    tenantId: number;
    logType: number;
    username: string;
    userId?: number | null;
    result: number;
    reason?: string;
    ip: string;
    userAgent: string;
  }): void {
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
