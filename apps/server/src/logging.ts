import { redactUrl, type AppConfig } from '@dha/server-core';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { storage, Store } from 'nestjs-pino/storage';
import { hostname } from 'node:os';
import pino, { type Logger } from 'pino';

/**
 * The one pino logger of a process (JSON lines). Fastify makes each request's logger from it, a
 * child that binds only the request id (`reqId`, also the `trace-id` header), and writes the
 * request's lines; nestjs-pino's Logger writes through that request logger inside a request and
 * through this one elsewhere.
 */
export function createRootLogger(config: AppConfig): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: 'dha-center', pid: process.pid, hostname: hostname() },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Fastify's request fields, with the secret query parameters masked (the refresh token travels
    // in the query string: POST /system/auth/refresh-token?refreshToken=…)
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  });
}

/**
 * One line per request, when it completes (method, url, status, time), none for health probes:
 * Fastify's default also writes a line when the request arrives.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: (request) => request.url.endsWith('/health') });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * Makes the request's logger the one nestjs-pino's Logger writes through during the request (what its
 * own middleware does: that ran through Nest's middleware engine on every request, ~7% of a small GET).
 */
export function bindRequestLoggers(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => storage.run(new Store(request.log as Logger), done));
}
