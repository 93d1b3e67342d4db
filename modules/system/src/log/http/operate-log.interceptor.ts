import { OPERATE_TYPE_LABELS, OperateType, RoleCode } from '@dha/contracts';
import {
  BizError,
  DATABASE_UNAVAILABLE,
  InjectConfig,
  isDatabaseUnavailable,
  isRedisUnavailable,
  REDIS_UNAVAILABLE,
  requestSummary,
  type AppConfig,
} from '@dha/server-core';
import { CallHandler, ExecutionContext, HttpException, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { catchError, concatMap, from, Observable, throwError } from 'rxjs';
import { OPERATE_LOG_NAMES, type OperateLogNames } from '../../contract/operate-log';
import { Tenant } from '../../tenant/domain/tenant.entity';
import { OperateLogWriter } from '../infrastructure/log.writer';
import type { AuthenticatedRequest } from '@dha/server-core';

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
/** Sign-in, sign-up, token refresh and sign-out go to the login log instead (written by their handlers). */
const LOGIN_LOG_ROUTES = new Set(['system/auth/login', 'system/auth/logout', 'system/auth/refresh-token', 'system/auth/register']);

/** What an operation did, from its method and the last segment of its path. */
function operateTypeOf(method: string, action: string): number {
  if (method === 'DELETE' || /^delete/i.test(action)) return OperateType.DELETE;
  if (method === 'PUT' || method === 'PATCH' || /^update/i.test(action)) return OperateType.UPDATE;
  if (/^(create|add)/i.test(action)) return OperateType.CREATE;
  if (/^import/i.test(action)) return OperateType.IMPORT;
  if (/^export/i.test(action)) return OperateType.EXPORT;
  return OperateType.OTHER;
}

/** The id or ids acted on: `id`/`ids` of the query or body, else the id a create answered. */
function targetOf(query: unknown, body: unknown, result: unknown): string {
  for (const source of [query, body]) {
    if (!source || typeof source !== 'object') continue;
    const { id, ids } = source as { id?: unknown; ids?: unknown };
    if (ids !== undefined && ids !== null && ids !== '') return String(Array.isArray(ids) ? ids.join(',') : ids).slice(0, 200);
    if (id !== undefined && id !== null && id !== '') return String(id).slice(0, 200);
  }
  return typeof result === 'number' ? String(result) : '';
}

/** The envelope code and message an error leaves with (as the exception filter answers it). */
function outcomeOf(error: unknown): [number, string] {
  if (error instanceof BizError) return [error.code, error.message];
  if (isRedisUnavailable(error)) return [REDIS_UNAVAILABLE.code, REDIS_UNAVAILABLE.msg];
  if (isDatabaseUnavailable(error)) return [DATABASE_UNAVAILABLE.code, DATABASE_UNAVAILABLE.msg];
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return [[401, 403, 404, 405, 429].includes(status) || status >= 500 ? status : 400, error.message];
  }
  return [500, error instanceof Error ? error.message : String(error)];
}

const cut = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/** Upstream's `type`: the module's name, by the route's first segment. */
const MODULE_NAMES: Record<string, string> = {
  system: '系统管理',
  infra: '基础设施',
  course: '课程管理',
  signup: '报名管理',
  pay: '支付管理',
  mp: '公众号',
  client: '学员端',
};

/** What a route's resource is called (the route without its last segment), for upstream's `subType`. */
const RESOURCE_NAMES: Record<string, string> = {
  'system/user': '用户',
  'system/user/profile': '个人信息',
  'system/role': '角色',
  'system/menu': '菜单',
  'system/dept': '部门',
  'system/post': '岗位',
  'system/dict-type': '字典类型',
  'system/dict-data': '字典数据',
  'system/tenant': '租户',
  'system/tenant-package': '租户套餐',
  'system/notify-template': '站内信模板',
  'system/notify-message': '站内信',
  'system/oauth2-client': 'OAuth2 客户端',
  'system/oauth2/user': '授权用户信息',
  'system/permission': '权限',
  'system/social-user': '社交用户',
  'system/operate-log': '操作日志',
  'system/login-log': '登录日志',
  'infra/config': '参数配置',
  'infra/file': '文件',
  'infra/file-config': '文件配置',
  'infra/job': '定时任务',
  'infra/api-error-log': 'API 错误日志',
  'course/course': '课程',
  'course/type': '课程类型',
  'course/location': '上课地点',
  'course/code': '课程编码',
  'course/claim': '课程认领',
  'signup/signup': '报名',
  'pay/app': '支付应用',
  'pay/channel': '支付渠道',
  'pay/order': '支付订单',
  'pay/refund': '退款订单',
  'mp/account': '公众号账号',
  'client/signup': '报名',
  'client/pay': '支付',
};

/** Verbs of OperateType for upstream's `subType` (其它 has none: the action's path segment says it). */
const VERBS: Record<number, string> = { ...OPERATE_TYPE_LABELS, [OperateType.OTHER]: '' };

/** The one id written (upstream's bizId) when the ids acted on are exactly one whole number. */
function bizIdOf(targetIds: string): number | null {
  return /^[1-9]\d{0,15}$/.test(targetIds) && Number.isSafeInteger(Number(targetIds)) ? Number(targetIds) : null;
}

/**
 * Writes one operation-log row for a write under the API prefix (POST/PUT/DELETE/PATCH) that is not a
 * sign-in call (those go to the login log). The row is written durably (table, else the spool) before
 * the answer leaves: an acknowledged write always has its row.
 */
@Injectable()
export class OperateLogRecorder {
  private readonly logger = new Logger(OperateLogRecorder.name);
  private readonly prefix: string;

  constructor(
    private readonly reflector: Reflector,
    private readonly writer: OperateLogWriter,
    @InjectConfig() config: AppConfig,
  ) {
    this.prefix = `${config.API_PREFIX.replace(/\/+$/, '')}/`;
  }

  /** The route (path after the API prefix) when this request's outcome goes to the operation log. */
  loggedRoute(request: AuthenticatedRequest): string | undefined {
    if (!WRITE_METHODS.has(request.method)) return undefined;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(this.prefix)) return undefined;
    const route = path.slice(this.prefix.length).replace(/\/+$/, '');
    return LOGIN_LOG_ROUTES.has(route) ? undefined : route;
  }

  /**
   * Records the outcome (`started`: performance.now() when the call began); resolves once the row is
   * in the table or the spool, rejects only when neither took it.
   */
  record(context: ExecutionContext, request: AuthenticatedRequest, route: string, outcome: Outcome, started: number): Promise<void> {
    return this.writer.writeDurably(this.rowOf(context, request, route, outcome, Math.round(performance.now() - started)));
  }

  /** A call the guard refused (no login, wrong tenant, no permission): recorded with the code it got (nothing was written: not awaited). */
  recordRefusal(context: ExecutionContext, request: AuthenticatedRequest, error: unknown, started: number): void {
    const route = this.loggedRoute(request);
    if (route === undefined) return;
    this.record(context, request, route, { error }, started).catch((err: Error) =>
      this.logger.error(`refused call not logged: ${err.message}`),
    );
  }

  private rowOf(context: ExecutionContext, request: AuthenticatedRequest, route: string, outcome: Outcome, duration: number) {
    const [resultCode, resultMsg] = 'error' in outcome ? outcomeOf(outcome.error) : [0, ''];
    const result = 'error' in outcome ? undefined : outcome.result;
    const segments = route.split('/');
    const action = segments[segments.length - 1] ?? '';
    const names: OperateLogNames = {
      ...this.reflector.get<OperateLogNames | undefined>(OPERATE_LOG_NAMES, context.getClass()),
      ...this.reflector.get<OperateLogNames | undefined>(OPERATE_LOG_NAMES, context.getHandler()),
    };
    const user = request.user;
    const resource = segments.slice(0, -1).join('/');
    const operateType = operateTypeOf(request.method, action);
    const targetIds = targetOf(request.query, request.body, result);
    const noun = RESOURCE_NAMES[resource] ?? names.module ?? resource;
    const subType = names.name ?? (VERBS[operateType] ? `${VERBS[operateType]}${noun}` : `${noun} ${action}`);
    const described = targetIds ? `${subType}【编号 ${targetIds}】` : subType;
    return {
      tenantId: request.tenantId ?? user?.tenantId ?? Tenant.DEFAULT_ID,
      traceId: randomUUID(),
      userId: user?.id ?? null,
      userType: user ? (user.roles.length === 1 && user.roles[0] === RoleCode.COMMON ? 1 : 2) : 0,
      userName: (user?.nickname || user?.username || '').slice(0, 64),
      type: (MODULE_NAMES[segments[0] ?? ''] ?? segments[0] ?? '').slice(0, 50),
      subType: subType.slice(0, 50),
      bizId: bizIdOf(targetIds),
      action: (resultCode === 0 ? described : `${described}：失败（${resultCode} ${resultMsg}）`).slice(0, 2000),
      extra: JSON.stringify({ targetIds: targetIds ? targetIds.split(',') : [], resultCode }),
      module: (names.module ?? resource).slice(0, 100),
      name: (names.name ?? action).slice(0, 100),
      operateType,
      targetIds,
      requestMethod: request.method,
      requestUrl: `${this.prefix}${route}`.slice(0, 500),
      requestSummary: requestSummary(request.query, request.body),
      resultCode,
      resultMsg: resultMsg.slice(0, 512),
      duration,
      userIp: cut(request.ip, 50),
      userAgent: cut(request.headers['user-agent'], 512),
      createTime: new Date(),
    };
  }
}

/** How a call ended: its result, or the error it left with. */
type Outcome = { result?: unknown } | { error: unknown };

/**
 * One operation-log row for EVERY write under the API prefix that reached its handler, signed in or
 * not, with its outcome and duration (the calls the guard refuses come as AccessRefusedEvent).
 */
@Injectable()
export class OperateLogInterceptor implements NestInterceptor {
  constructor(private readonly recorder: OperateLogRecorder) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const route = this.recorder.loggedRoute(request);
    if (route === undefined) return next.handle();

    const started = performance.now();
    // the row is in (table or spool) before the answer, or the error, leaves
    // (the handler's error is caught before the success path, so a row that could not be written is not recorded twice)
    return next.handle().pipe(
      catchError((error: unknown) =>
        from(this.recorder.record(context, request, route, { error }, started)).pipe(concatMap(() => throwError(() => error))),
      ),
      concatMap(async (data) => {
        await this.recorder.record(context, request, route, { result: unwrap(data) }, started);
        return data;
      }),
    );
  }
}

/** The handler's result, whether or not the envelope interceptor has wrapped it already. */
function unwrap(data: unknown): unknown {
  if (data && typeof data === 'object' && 'code' in data && 'msg' in data && 'data' in data) return (data as { data: unknown }).data;
  return data;
}
