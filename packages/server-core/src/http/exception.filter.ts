import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { GlobalErrorCodes, type CommonResult } from '@dha/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BizError } from '../errors';
import { setApiOutcome } from './api-outcome';
import { redactUrl } from './redact';

/**
 * Every failure leaves as the envelope with HTTP 200 and the contract's code in the body.
 * Unexpected errors are logged with the request's trace id and answered 500 without internals.
 */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = this.toBody(exception, request);
    setApiOutcome(request, { code: body.code, msg: body.msg, error: body.code === 500 ? exception : undefined });
    void reply.status(HttpStatus.OK).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): CommonResult<null> {
    if (exception instanceof BizError) return { code: exception.code, msg: exception.message, data: null };
    if (isRedisUnavailable(exception)) {
      // debug only: the Redis client warns once per outage, not once per refused request
      this.logger.debug(
        { traceId: String(request.id), url: redactUrl(request.url), err: (exception as Error).message },
        'Redis unavailable',
      );
      return { ...REDIS_UNAVAILABLE, data: null };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(
        { traceId: String(request.id), url: redactUrl(request.url), err: (exception as Error).message },
        'database unavailable',
      );
      return { ...DATABASE_UNAVAILABLE, data: null };
    }
    if (exception instanceof HttpException) return this.fromHttpException(exception, request);
    const refused = databaseRefusedInput(exception);
    if (refused) {
      // a safety net: validation should have refused this input first, naming the field (the warning says it did not)
      this.logger.warn({ traceId: String(request.id), url: redactUrl(request.url), sqlState: refused.sqlState }, 'database refused input');
      return { code: 400, msg: `${GlobalErrorCodes.BAD_REQUEST.msg}:${refused.detail}`, data: null };
    }
    const status = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own rejections: malformed JSON, body too large, unsupported content type.
      const msg = (exception as Error).message;
      return { code: 400, msg: `${GlobalErrorCodes.BAD_REQUEST.msg}:${msg}`, data: null };
    }
    const traceId = String(request.id);
    this.logger.error({ err: exception, traceId, url: redactUrl(request.url) }, 'unexpected error');
    return { code: 500, msg: `${GlobalErrorCodes.INTERNAL_SERVER_ERROR.msg} (trace id: ${traceId})`, data: null };
  }

  private fromHttpException(exception: HttpException, request: FastifyRequest): CommonResult<null> {
    const status = exception.getStatus();
    switch (status) {
      case HttpStatus.NOT_FOUND:
        return { code: 404, msg: `请求地址不存在:${request.url.split('?')[0]}`, data: null };
      case HttpStatus.METHOD_NOT_ALLOWED:
        return { code: 405, msg: GlobalErrorCodes.METHOD_NOT_ALLOWED.msg, data: null };
      case HttpStatus.UNAUTHORIZED:
        return { code: 401, msg: GlobalErrorCodes.UNAUTHORIZED.msg, data: null };
      case HttpStatus.FORBIDDEN:
        return { code: 403, msg: GlobalErrorCodes.FORBIDDEN.msg, data: null };
      case HttpStatus.TOO_MANY_REQUESTS:
        return { code: 429, msg: GlobalErrorCodes.TOO_MANY_REQUESTS.msg, data: null };
      case HttpStatus.PAYLOAD_TOO_LARGE:
        // Fastify's refusal of a body over its route's limit (as soon as its Content-Length says so)
        return {
          code: 413,
          msg: `${GlobalErrorCodes.PAYLOAD_TOO_LARGE.msg}（上限 ${inWords(request.routeOptions?.bodyLimit)}）`,
          data: null,
        };
      default:
        if (status >= 400 && status < 500) {
          return { code: 400, msg: `${GlobalErrorCodes.BAD_REQUEST.msg}:${exception.message}`, data: null };
        }
        return { code: 500, msg: GlobalErrorCodes.INTERNAL_SERVER_ERROR.msg, data: null };
    }
  }
}

function inWords(bytes: number | undefined): string {
  if (!bytes) return '?';
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * PostgreSQL's refusals of a value (SQLSTATE class 22, data exception: out of range, not text, bad
 * format; and 23502, a null in a not-null column) as a detail naming the column where it says one.
 * Follows `cause`/`previous` chains (MikroORM wraps driver errors).
 */
export function databaseRefusedInput(error: unknown, depth = 0): { sqlState: string; detail: string } | undefined {
  if (!(error instanceof Error) || depth > 3) return undefined;
  const { code, column } = error as { code?: unknown; column?: unknown };
  if (typeof code === 'string' && /^(22[0-9A-Z]{3}|23502)$/.test(code)) {
    const field = typeof column === 'string' && column ? column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) : undefined;
    if (code === '23502') return { sqlState: code, detail: `${field ?? '必填字段'} 不能为空` };
    return { sqlState: code, detail: `${field ? `${field} ` : ''}取值超出范围或格式无效` };
  }
  return databaseRefusedInput((error as { cause?: unknown }).cause ?? (error as { previous?: unknown }).previous, depth + 1);
}

/** What an endpoint that needs Redis answers while Redis is down (fast: see the shared client's command timeout). */
export const REDIS_UNAVAILABLE = { code: 503, msg: '缓存服务暂不可用，请稍后再试' } as const;

/**
 * ioredis' rejections while the server is unreachable: a command timed out, the offline queue was
 * flushed after the retries, or the client refuses to queue. Matched by name and message (ioredis
 * throws plain Errors for most of them), following `cause` chains of wrapping libraries.
 */
export function isRedisUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  if (/^(Command timed out|Connection is closed\.|Stream isn't writeable|Reached the max retries per request limit)/.test(error.message))
    return true;
  return isRedisUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * What any endpoint answers while PostgreSQL is unreachable or restarting. Nothing was written, except
 * when the connection died during COMMIT: then nobody knows, and a retry meets the version checks.
 */
export const DATABASE_UNAVAILABLE = { code: 503, msg: '数据库暂不可用，请稍后再试' } as const;

/** PostgreSQL SQLSTATEs of a server going away or not yet accepting: admin/crash shutdown, starting up. */
const DATABASE_GONE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

/**
 * The pg driver's and the pool's errors while PostgreSQL is down: refused or reset connections, a
 * connection ended mid-query, a server shutting down, no pool connection in time. Matched by code and
 * message (knex puts the statement in front: `COMMIT; - Connection terminated unexpectedly`), following
 * `cause` chains (MikroORM wraps driver errors).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (DATABASE_GONE_CODES.has(code) || code === 'ECONNREFUSED' || code === 'ECONNRESET')) return true;
  if (
    /(?:^| - )(Connection terminated|Knex: Timeout acquiring a connection|terminating connection due to administrator command|the database system is (starting up|shutting down))/.test(
      error.message,
    )
  )
    return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause ?? (error as { previous?: unknown }).previous, depth + 1);
}
