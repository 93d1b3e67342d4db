import 'reflect-metadata';
import { loadConfigOrExit } from '@dha/server-core';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { serveWorkerMetrics, serverPort } from './ops/metrics/worker-metrics';
import { installLeanAsyncResourceBind } from './runtime/async-resource-bind';

/**
 * Worker entry (docker-compose `worker` service): the same AppModule as the API, as an application
 * context without HTTP, with RUN_WORKERS forced on, so the queue consumers and the outbox relay of
 * the modules run here while the API replicas run with RUN_WORKERS=false. The API applies the
 * migrations; the worker only uses the schema.
 */
async function main(): Promise<void> {
  installLeanAsyncResourceBind();
  const config = loadConfigOrExit({ ...process.env, RUN_WORKERS: 'true' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true });
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
  process.stderr.write(`DHA Center worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
