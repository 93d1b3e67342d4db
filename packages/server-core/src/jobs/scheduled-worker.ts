import { WorkerHost, getQueueToken } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue, Worker } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

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

/**
 * A processor with one periodic job, whose jobs dispatch commands: its worker is started by
 * startWorker at bootstrap and the job's scheduler declared on its queue (the one its
 * `@Processor(QUEUE, { autorun: false, … })` names, registered in the same module).
 */
export abstract class PeriodicWorkerHost extends WorkerHost implements OnApplicationBootstrap {
  protected readonly logger = new Logger(this.constructor.name);
  protected abstract readonly periodicJob: PeriodicJob;
  // properties, not constructor parameters: a subclass declares only its job
  @Inject(CommandBus) protected readonly commandBus!: CommandBus;
  @Inject(APP_CONFIG) private readonly appConfig!: AppConfig;
  @Inject(ModuleRef) private readonly moduleRef!: ModuleRef;

  onApplicationBootstrap(): void {
    const queue = this.moduleRef.get<Queue>(getQueueToken(this.worker.name), { strict: false });
    startWorker(this.worker, this.appConfig, this.logger, { queue, job: this.periodicJob });
  }
}
