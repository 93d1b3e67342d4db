import 'reflect-metadata';
import { loadConfigOrExit } from '@dha/server-core';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { createRootLogger } from './logging';
import { serveWorkerMetrics, serverPort } from './ops/metrics/worker-metrics';
import { installLeanAsyncResourceBind } from './runtime/async-resource-bind';
import { StartGaveUpError, startWhenServicesAnswer } from './runtime/wait-for-services';

/**
 * Worker entry (docker-compose `worker` service): the same AppModule as the API, as an application
 * context without HTTP, with RUN_WORKERS forced on, so the queue consumers and the outbox relay of
 * the modules run here while the API replicas run with RUN_WORKERS=false. The API applies the
 * migrations; the worker only uses the schema.
 */
async function main(): Promise<void> {
  installLeanAsyncResourceBind();
  const config = loadConfigOrExit({ ...process.env, RUN_WORKERS: 'true' });
  const startLog = createRootLogger(config).child({ context: 'Start' });
  const app = await startWhenServicesAnswer(
    config,
    (message) => startLog.warn(message),
    // abortOnError false: a failed start throws (and is tried again) instead of ending the process
    () => NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true, abortOnError: false }),
  );
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.flushLogs();
  app.enableShutdownHooks(); // SIGTERM/SIGINT: consumers stop taking jobs, connections close
  // a client library's stray rejection while Redis or PostgreSQL restarts (seen: an ioredis
  // MaxRetriesPerRequestError) must not kill the worker: every effect it applies is transactional
  // or retried, so it logs and carries on
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection (worker keeps running)'));
  const metrics = await serveWorkerMetrics(app, config); // its consumers' figures (METRICS_TOKEN set only)
  const metricsPort = metrics ? serverPort(metrics) : null;
  logger.log(metricsPort === null ? 'worker ready' : `worker ready (metrics: port ${metricsPort})`, 'Worker');
  process.send?.({ type: 'ready', metricsPort });
}

main().catch((error: unknown) => {
  const why = error instanceof StartGaveUpError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`DHA Center worker failed to start: ${why}\n`);
  process.exit(1);
});
