import type { AppConfig } from '@dha/server-core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import multipart from '@fastify/multipart';
import { servePermissionInfoFromCache } from '@dha/system';
import { ApiLogRecorder } from '@dha/infra';
import { AppModule } from './app.module';
import { bindRequestLoggers, createRootLogger, RequestLogController } from './logging';
import { SeedRunner } from './database/seed-runner';
import { serveApiDocs } from './http/api-docs';
import { serveConsole } from './http/console-static';
import { stopOnSignals } from './http/graceful-shutdown';
import { JSON_BODY_MAX_BYTES, limitBodies } from './http/json-body';
import { RedisIoAdapter } from './http/redis-io.adapter';
import { secureResponses } from './http/security-headers';
import { ProcessRegistry } from './ops/monitors/process-registry';
import { serveOps } from './ops/ops.module';
import { installLeanAsyncResourceBind } from './runtime/async-resource-bind';

/** The largest file a multipart upload may carry (an import workbook of thousands of rows is far smaller). */
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export interface CreateAppOptions {
  /** run pending migrations and the base seeders before serving (npm start does; tests use a ready template) */
  prepareDatabase?: boolean;
  /** the API process: SIGTERM/SIGINT close connections and the app within SHUTDOWN_GRACE_MS (http/graceful-shutdown.ts) */
  stopOnSignals?: boolean;
}

/** Builds the whole server (HTTP + Socket.IO + workers) without listening; main.ts and tests share it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  installLeanAsyncResourceBind();
  const logger = createRootLogger(config);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new RequestLogController(),
    // the small JSON limit for every route; the rich-text routes raise theirs (http/json-body.ts)
    bodyLimit: JSON_BODY_MAX_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  limitBodies(adapter, config.API_PREFIX);
  bindRequestLoggers(adapter.getInstance());
  // every answer names its trace id, the same one the logs carry
  // (set when the request arrives, in a synchronous hook: an async onSend hook costs a promise per request)
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    void reply.header('trace-id', request.id);
    done();
  });
  // abortOnError false: a failed start throws (main.ts tries again after an outage) instead of ending the process
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, logger), adapter, {
    bufferLogs: true,
    abortOnError: false,
  });
  const started: Started = {};
  try {
    await serve(app, adapter, config, logger, options, started);
  } catch (error) {
    // a start that failed half-way (an outage while seeding) leaves no connection or signal handler behind it
    started.detachSignals?.();
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/** What a start has set up beyond the app, to undo should it fail. */
interface Started {
  detachSignals?: () => void;
}

async function serve(
  app: NestFastifyApplication,
  adapter: FastifyAdapter,
  config: AppConfig,
  logger: ReturnType<typeof createRootLogger>,
  options: CreateAppOptions,
  started: Started,
): Promise<void> {
  app.useLogger(app.get(Logger));
  app.flushLogs();
  app.setGlobalPrefix(config.API_PREFIX);
  servePermissionInfoFromCache(app, adapter.getInstance(), config.API_PREFIX);
  await secureResponses(app, config); // security headers and CORS, before any route
  app.get(ApiLogRecorder).serve(app); // the API access and error logs, written after each answer
  // multipart bodies (the Excel imports): one file, small; handlers read it with request.file()
  await app.register(multipart, { limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 10, parts: 11 } });
  const io = new RedisIoAdapter(app, config);
  app.useWebSocketAdapter(io);
  if (options.stopOnSignals)
    started.detachSignals = stopOnSignals(app, io, config.SHUTDOWN_GRACE_MS, (msg) => logger.info({ context: 'Shutdown' }, msg));

  if (options.prepareDatabase) await prepareDatabase(app);

  await serveApiDocs(app, config);
  await serveOps(app, config); // /metrics, the queue board
  app.get(ProcessRegistry).role = 'api';
  if (config.CONSOLE_DIST) await serveConsole(app, config.CONSOLE_DIST);

  await app.init();
  await app.getHttpAdapter().getInstance().ready();
}

/** Advisory lock key: replicas starting together (docker-compose api ×2) prepare the database one at a time. */
const PREPARE_DATABASE_LOCK = 48_080_001;

export async function prepareDatabase(app: INestApplicationContext): Promise<void> {
  const orm = app.get(MikroORM);
  // the lock lives in a transaction of its own connection; the migrator and seeders use other connections
  await app
    .get(EntityManager)
    .getKnex()
    .transaction(async (lock) => {
      await lock.raw('select pg_advisory_xact_lock(?)', [PREPARE_DATABASE_LOCK]);
      const applied = await orm.getMigrator().up();
      if (applied.length) app.get(Logger).log(`applied migrations: ${applied.map((m) => m.name).join(', ')}`, 'Database');
      await app.get(SeedRunner).run('base');
    });
}
