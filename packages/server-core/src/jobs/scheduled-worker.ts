import type { Logger } from '@nestjs/common';
import type { Queue, Worker } from 'bullmq';
import type { AppConfig } from '../config/app-config';

/** A periodic job: one BullMQ job scheduler in Redis, whichever worker is free runs each tick. */
export interface PeriodicJob {
  /** the scheduler's id (upserted, so every process may declare it) */
  schedulerId: string;
  everyMs: number;
  /** the job name `process` receives */
  jobName: string;
}

/**
 * Starts a processor's idle worker (`@Processor(…, { autorun: false })`) when RUN_WORKERS is on, so
 * API-only replicas never consume, and declares its periodic job; a worker whose connection drops
 * while Redis is away logs it at debug only.
 */
export function startWorker(worker: Worker, config: AppConfig, logger: Logger, periodic?: { queue: Queue; job: PeriodicJob }): void {
  worker.on('error', (err) => logger.debug({ err }, 'worker connection error'));
  if (!config.RUN_WORKERS) return;
  worker.run().catch((err: unknown) => logger.error({ err }, 'worker stopped'));
  if (!periodic) return;
  const { queue, job } = periodic;
  queue
    .upsertJobScheduler(job.schedulerId, { every: job.everyMs }, { name: job.jobName, opts: { removeOnComplete: 100, removeOnFail: 100 } })
    .catch((err: unknown) => logger.warn({ err }, `could not schedule ${job.schedulerId} (Redis away?)`));
}
