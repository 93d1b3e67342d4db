import { OperateType } from '@dha/contracts';
import { BizError, InjectConfig, isSecretName, REDACTED, type AppConfig } from '@dha/server-core';
import { CallHandler, ExecutionContext, HttpException, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Observable, tap } from 'rxjs';
import { OPERATE_LOG_NAMES, type OperateLogNames } from '../contract/operate-log';
import { Tenant } from '../domain';
import { OperateLogWriter } from '../infrastructure/log.writer';
import type { AuthenticatedRequest } from './auth.guard';

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
/** Sign-in, sign-up, token refresh and sign-out go to the login log instead (written by their handlers). */
const LOGIN_LOG_ROUTES = new Set(['system/auth/login', 'system/auth/logout', 'system/auth/refresh-token', 'system/auth/register']);

const MAX_VALUE_CHARS = 200;
const MAX_ARRAY_ITEMS = 20;
const MAX_DEPTH = 5;
const MAX_SUMMARY_CHARS = 4_000;

/** A request's query and body as the log keeps them: secrets masked at any depth, long values cut. */
export function summarize(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…(${value.length})` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ARRAY_ITEMS).map((v) => summarize(v, depth + 1));
    if (value.length > MAX_ARRAY_ITEMS) items.push(`…(${value.length})`);
    return items;
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    // the same names as the request log's query masking (server-core redact.ts)
    out[key] = isSecretName(key) ? REDACTED : summarize(v, depth + 1);
  }
  return out;
}

function summaryOf(query: unknown, body: unknown): string {
  const parts: Record<string, unknown> = {};
  if (query && typeof query === 'object' && Object.keys(query).length) parts.query = summarize(query);
  if (body !== undefined && body !== null && !Buffer.isBuffer(body)) parts.body = summarize(body);
  const text = Object.keys(parts).length ? JSON.stringify(parts) : '';
  return text.length > MAX_SUMMARY_CHARS ? `${text.slice(0, MAX_SUMMARY_CHARS)}…` : text;
}

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
 * One operation-log row for EVERY write under the API prefix (POST/PUT/DELETE/PATCH), signed in or
 * not, with its outcome and duration. Runs after the guard (a call the guard refuses never reached
 * an operation). The row is buffered for the batched writer: logging never waits on the database.
 */
@Injectable()
export class OperateLogInterceptor implements NestInterceptor {
  private readonly logger = new Logger(OperateLogInterceptor.name);
  private readonly prefix: string;

  constructor(
    private readonly reflector: Reflector,
    private readonly writer: OperateLogWriter,
    @InjectConfig() config: AppConfig,
  ) {
    this.prefix = `${config.API_PREFIX.replace(/\/+$/, '')}/`;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!WRITE_METHODS.has(request.method)) return next.handle();
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(this.prefix)) return next.handle();
    const route = path.slice(this.prefix.length).replace(/\/+$/, '');
    if (LOGIN_LOG_ROUTES.has(route)) return next.handle();

    const started = performance.now();
    let recorded = false;
    const record = (code: number, msg: string, result?: unknown): void => {
      if (recorded) return;
      recorded = true;
      try {
        this.writer.write(this.rowOf(context, request, route, code, msg, result, Math.round(performance.now() - started)));
      } catch (err) {
        // the log must never fail the request it logs
        this.logger.warn(`operation not logged: ${(err as Error).message}`);
      }
    };
    return next.handle().pipe(
      tap({
        next: (data) => record(0, '', unwrap(data)),
        complete: () => record(0, ''),
        error: (err: unknown) => record(...outcomeOf(err)),
      }),
    );
  }

  private rowOf(
    context: ExecutionContext,
    request: AuthenticatedRequest,
    route: string,
    resultCode: number,
    resultMsg: string,
    result: unknown,
    duration: number,
  ) {
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
      requestSummary: summaryOf(request.query, request.body),
      resultCode,
      resultMsg: resultMsg.slice(0, 512),
      duration,
      userIp: cut(request.ip, 50),
      userAgent: cut(request.headers['user-agent'], 512),
      createTime: new Date(),
    };
  }
}

/** The handler's result, whether or not the envelope interceptor has wrapped it already. */
function unwrap(data: unknown): unknown {
  if (data && typeof data === 'object' && 'code' in data && 'msg' in data && 'data' in data) return (data as { data: unknown }).data;
  return data;
}
