import { escapeLike } from '@dha/server-core';
import type { LoginLogVO, OperateLogVO } from '@dha/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface OperateLogFilter {
  userId?: number;
  userNickname?: string;
  module?: string;
  name?: string;
  operateType?: number;
  /** upstream's filters: bizId equal, type, subType and action containing */
  bizId?: number;
  type?: string;
  subType?: string;
  action?: string;
  /** true: result code 0; false: any other */
  success?: boolean;
  createdFrom?: Date;
  createdTo?: Date;
}

export interface LoginLogFilter {
  username?: string;
  userIp?: string;
  /** true: signed in; false: refused */
  status?: boolean;
  createdFrom?: Date;
  createdTo?: Date;
}

export interface RowWindow {
  limit: number;
  offset: number;
}

/** `where` parts and their parameters, built filter by filter. */
class Where {
  readonly parts: string[];
  readonly params: unknown[];

  constructor(tenantId: number) {
    this.parts = ['tenant_id = ?'];
    this.params = [tenantId];
  }

  add(sql: string, ...params: unknown[]): void {
    this.parts.push(sql);
    this.params.push(...params);
  }

  contains(column: string, value: string | undefined): void {
    if (value) this.add(`${column} ilike ?`, `%${escapeLike(value)}%`);
  }

  range(from: Date | undefined, to: Date | undefined): void {
    if (from) this.add('create_time >= ?', from);
    if (to) this.add('create_time <= ?', to);
  }

  get sql(): string {
    return this.parts.join(' and ');
  }
}

async function page<Row, VO>(
  em: EntityManager,
  table: string,
  where: Where,
  window: RowWindow,
  toVO: (row: Row) => VO,
): Promise<[VO[], number]> {
  const connection = em.getConnection();
  const [rows, [count]] = await Promise.all([
    connection.execute<Row[]>(`select * from ${table} where ${where.sql} order by create_time desc, id desc limit ? offset ?`, [
      ...where.params,
      window.limit,
      window.offset,
    ] as never[]),
    connection.execute<Array<{ n: string }>>(`select count(*) n from ${table} where ${where.sql}`, where.params as never[]),
  ]);
  return [rows.map(toVO), Number(count!.n)];
}

interface OperateLogRecord {
  id: string;
  trace_id: string;
  user_id: number | null;
  user_type: number;
  user_name: string;
  type: string;
  sub_type: string;
  biz_id: string | null;
  action: string;
  extra: string;
  module: string;
  name: string;
  operate_type: number;
  target_ids: string;
  request_method: string;
  request_url: string;
  request_summary: string;
  result_code: number;
  result_msg: string;
  duration: number;
  user_ip: string;
  user_agent: string;
  create_time: Date;
}

const toOperateLogVO = (r: OperateLogRecord): OperateLogVO => ({
  id: Number(r.id),
  traceId: r.trace_id,
  userId: r.user_id,
  userType: r.user_type,
  userName: r.user_name,
  type: r.type,
  subType: r.sub_type,
  bizId: r.biz_id === null ? null : Number(r.biz_id),
  action: r.action,
  extra: r.extra,
  module: r.module,
  name: r.name,
  operateType: r.operate_type,
  targetIds: r.target_ids,
  requestMethod: r.request_method,
  requestUrl: r.request_url,
  requestSummary: r.request_summary,
  resultCode: r.result_code,
  resultMsg: r.result_msg,
  duration: r.duration,
  userIp: r.user_ip,
  userAgent: r.user_agent,
  createTime: new Date(r.create_time).getTime(),
});

/** One page of the tenant's operation log, newest first, with the total. */
export function findOperateLogs(
  em: EntityManager,
  tenantId: number,
  filter: OperateLogFilter,
  window: RowWindow,
): Promise<[OperateLogVO[], number]> {
  const where = new Where(tenantId);
  if (filter.userId !== undefined) where.add('user_id = ?', filter.userId);
  where.contains('user_name', filter.userNickname);
  where.contains('module', filter.module);
  where.contains('name', filter.name);
  if (filter.operateType !== undefined) where.add('operate_type = ?', filter.operateType);
  if (filter.bizId !== undefined) where.add('biz_id = ?', filter.bizId);
  where.contains('type', filter.type);
  where.contains('sub_type', filter.subType);
  where.contains('action', filter.action);
  if (filter.success !== undefined) where.add(filter.success ? 'result_code = 0' : 'result_code <> 0');
  where.range(filter.createdFrom, filter.createdTo);
  return page(em, 'system_operate_log', where, window, toOperateLogVO);
}

interface LoginLogRecord {
  id: string;
  log_type: number;
  user_id: number | null;
  username: string;
  result: number;
  reason: string;
  user_ip: string;
  user_agent: string;
  create_time: Date;
}

const toLoginLogVO = (r: LoginLogRecord): LoginLogVO => ({
  id: Number(r.id),
  logType: r.log_type,
  userId: r.user_id,
  username: r.username,
  result: r.result,
  reason: r.reason,
  userIp: r.user_ip,
  userAgent: r.user_agent,
  createTime: new Date(r.create_time).getTime(),
});

/** One page of the tenant's login log, newest first, with the total. */
export function findLoginLogs(
  em: EntityManager,
  tenantId: number,
  filter: LoginLogFilter,
  window: RowWindow,
): Promise<[LoginLogVO[], number]> {
  const where = new Where(tenantId);
  where.contains('username', filter.username);
  where.contains('user_ip', filter.userIp);
  if (filter.status !== undefined) where.add(filter.status ? 'result = 0' : 'result <> 0');
  where.range(filter.createdFrom, filter.createdTo);
  return page(em, 'system_login_log', where, window, toLoginLogVO);
}

/** Deletes the log rows of every tenant older than `days` days; answers how many went. */
export async function pruneLogs(em: EntityManager, days: number): Promise<number> {
  const connection = em.getConnection();
  let deleted = 0;
  for (const table of ['system_operate_log', 'system_login_log']) {
    const rows = await connection.execute<Array<{ n: string }>>(
      `with gone as (delete from ${table} where create_time < now() - make_interval(days => ?) returning 1) select count(*) n from gone`,
      [days],
    );
    deleted += Number(rows[0]!.n);
  }
  return deleted;
}
