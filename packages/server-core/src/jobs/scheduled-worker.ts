import type { Logger } from '@nestjs/common';
import type { Worker } from 'bullmq';
import type { AppConfig } from '../config/app-config';

/**
 * Starts a processor's idle worker (`@Processor(…, { autorun: false })`) when RUN_WORKERS is on, so
 * API-only replicas never consume; a worker whose connection drops while Redis is away logs it at
 * debug only. (Periodic work is a scheduled job: `@JobHandler`, see job-handler.ts.)
 */
export function startWorker(worker: Worker, config: AppConfig, logger: Logger): void {
  worker.on('error', (err) => logger.debug({ err }, 'worker connection error'));
  if (!config.RUN_WORKERS) return;
  worker.run().catch((err: unknown) => logger.error({ err }, 'worker stopped'));
}
