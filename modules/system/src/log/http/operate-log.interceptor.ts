import { OperateType } from '@dha/contracts';
import { BizError, InjectConfig, requestSummary, type AppConfig } from '@dha/server-core';
import { CallHandler, ExecutionContext, HttpException, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Observable, tap } from 'rxjs';
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
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return [[401, 403, 404, 405, 429].includes(status) || status >= 500 ? status : 400, error.message];
  }
  return [500, error instanceof Error ? error.message : String(error)];
}

const cut = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * Writes one operation-log row for a write under the API prefix (POST/PUT/DELETE/PATCH) that is not a
 * sign-in call (those go to the login log). Rows are buffered for the batched writer: logging never
 * waits on the database, and never fails the request it logs.
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

  /** Records the outcome (`started`: performance.now() when the call began). */
  record(context: ExecutionContext, request: AuthenticatedRequest, route: string, outcome: Outcome, started: number): void {
    try {
      this.writer.write(this.rowOf(context, request, route, outcome, Math.round(performance.now() - started)));
    } catch (err) {
      this.logger.warn(`operation not logged: ${(err as Error).message}`);
    }
  }

  /** A call the guard refused (no login, wrong tenant, no permission): recorded with the code it got. */
  recordRefusal(context: ExecutionContext, request: AuthenticatedRequest, error: unknown, started: number): void {
    const route = this.loggedRoute(request);
    if (route !== undefined) this.record(context, request, route, { error }, started);
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
    return {
      tenantId: request.tenantId ?? user?.tenantId ?? Tenant.DEFAULT_ID,
      userId: user?.id ?? null,
      userName: (user?.nickname || user?.username || '').slice(0, 64),
      module: (names.module ?? segments.slice(0, -1).join('/')).slice(0, 100),
      name: (names.name ?? action).slice(0, 100),
      type: operateTypeOf(request.method, action),
      bizId: targetOf(request.query, request.body, result),
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
    let recorded = false;
    const record = (outcome: Outcome): void => {
      if (recorded) return;
      recorded = true;
      this.recorder.record(context, request, route, outcome, started);
    };
    return next.handle().pipe(
      tap({
        next: (data) => record({ result: unwrap(data) }),
        complete: () => record({}),
        error: (error: unknown) => record({ error }),
      }),
    );
  }
}

/** The handler's result, whether or not the envelope interceptor has wrapped it already. */
function unwrap(data: unknown): unknown {
  if (data && typeof data === 'object' && 'code' in data && 'msg' in data && 'data' in data) return (data as { data: unknown }).data;
  return data;
}
