import { OperateType, RoleCode } from '@dha/contracts';
import { apiOutcomeOf, InjectConfig, requestSummary, type AppConfig, type LoginUser } from '@dha/server-core';
import { Injectable, Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiAccessLogWriter, ApiErrorLogWriter, type ApiAccessLogRow, type ApiErrorLogRow } from './api-log.writers';

const APPLICATION_NAME = 'dha-center';
const PARAMS_MAX = 8000;
const OPERATE_TYPE: Record<string, number> = {
  GET: OperateType.GET,
  POST: OperateType.CREATE,
  PUT: OperateType.UPDATE,
  DELETE: OperateType.DELETE,
};
/** Not worth a row: probes and the board's own polling. */
const SKIPPED = /\/(health|infra\/queue-board\/)/;

type LoggedRequest = FastifyRequest & { user?: LoginUser; tenantId?: number };

const cut = (value: unknown, max: number): string => (typeof value === 'string' ? (value.length > max ? value.slice(0, max) : value) : '');

/**
 * The API access log (every request under the API prefix) and the error log (every unexpected error,
 * with its stack): one row each, built when the answer has gone (Fastify onResponse) and handed to a
 * batched writer, so logging never slows or fails a request.
 */
@Injectable()
export class ApiLogRecorder {
  private readonly logger = new Logger(ApiLogRecorder.name);
  private readonly prefix: string;

  constructor(
    private readonly access: ApiAccessLogWriter,
    private readonly errors: ApiErrorLogWriter,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.prefix = `${config.API_PREFIX.replace(/\/+$/, '')}/`;
  }

  /** Registers the hook (call before app.init); off with API_ACCESS_LOG=false, except the error log. */
  serve(app: NestFastifyApplication): void {
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onResponse', (request, reply, done) => {
        try {
          this.record(request as LoggedRequest, reply);
        } catch (err) {
          this.logger.warn(`request not logged: ${(err as Error).message}`);
        }
        done();
      });
  }

  /** Visible for the micro-benchmark of its cost (one object of one shape per request: a spread of a base object cost ~20 µs). */
  record(request: LoggedRequest, reply: FastifyReply): void {
    const url = request.url;
    if (!url.startsWith(this.prefix) || SKIPPED.test(url)) return;
    const outcome = apiOutcomeOf(request);
    if (!this.config.API_ACCESS_LOG && !outcome?.error) return;
    const end = new Date();
    const duration = Math.round(reply.elapsedTime);
    const user = request.user;
    const route = request.routeOptions.url ?? '';
    const slash = route.lastIndexOf('/');
    const query = url.indexOf('?');
    const row: ApiAccessLogRow = {
      traceId: String(request.id).slice(0, 64),
      userId: user?.id ?? null,
      userType: user ? (user.roles.length === 1 && user.roles[0] === RoleCode.COMMON ? 1 : 2) : 0,
      tenantId: request.tenantId ?? user?.tenantId ?? null,
      applicationName: APPLICATION_NAME,
      requestMethod: request.method,
      requestUrl: cut(query < 0 ? url : url.slice(0, query), 500),
      requestParams: requestSummary(request.query, request.body, PARAMS_MAX - 1),
      userIp: cut(request.ip, 50),
      userAgent: cut(request.headers['user-agent'], 512),
      createTime: end,
      responseBody: '',
      operateModule: cut(route.slice(this.prefix.length, Math.max(slash, this.prefix.length)), 100),
      operateName: cut(route.slice(slash + 1), 100),
      operateType: route.includes('export') ? OperateType.EXPORT : (OPERATE_TYPE[request.method] ?? OperateType.OTHER),
      beginTime: new Date(end.getTime() - duration),
      endTime: end,
      duration,
      resultCode: outcome?.code ?? (reply.statusCode >= 400 ? reply.statusCode : 0),
      resultMsg: cut(outcome?.msg ?? '', 512),
    };
    if (this.config.API_ACCESS_LOG) this.access.write(row);
    if (outcome?.error) this.errors.write(errorRowOf(row, outcome.error));
  }
}

/** The error log's row of a request whose access row is `row`. */
function errorRowOf(row: ApiAccessLogRow, error: unknown): ApiErrorLogRow {
  const { traceId, userId, userType, tenantId, applicationName, requestMethod, requestUrl, requestParams, userIp, userAgent, createTime } =
    row;
  return {
    traceId,
    userId,
    userType,
    tenantId,
    applicationName,
    requestMethod,
    requestUrl,
    requestParams,
    userIp,
    userAgent,
    createTime,
    exceptionTime: createTime,
    ...describeException(error),
  };
}

/** An exception's name, messages, stack and where it was thrown (its first stack frame). */
export function describeException(error: unknown) {
  const err = error instanceof Error ? error : new Error(String(error));
  let root: Error = err;
  for (let depth = 0; root.cause instanceof Error && depth < 10; depth++) root = root.cause;
  const frame = /at (?:(.+?) \()?(.+?):(\d+):\d+\)?/.exec((err.stack ?? '').split('\n').slice(1).join('\n'));
  return {
    exceptionName: cut(err.name || err.constructor.name, 128),
    exceptionMessage: cut(err.message, 4000),
    exceptionRootCauseMessage: cut(root.message, 4000),
    exceptionStackTrace: cut(err.stack ?? '', 16_000),
    exceptionClassName: cut(err.constructor.name, 512),
    exceptionFileName: cut(frame?.[2] ?? '', 512),
    exceptionMethodName: cut(frame?.[1] ?? '', 512),
    exceptionLineNumber: Number(frame?.[3] ?? 0),
  };
}
