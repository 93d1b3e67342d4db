import { PeriodicWorkerHost, type PeriodicJob } from '@dha/server-core';
import { Processor } from '@nestjs/bullmq';
import { PruneLogsCommand } from './prune-logs.command';

export const LOG_RETENTION_QUEUE = 'auth-log-retention';
/** The job scheduler: one schedule in Redis, whichever worker is free runs each tick. */
const LOG_RETENTION_SCHEDULER = 'log-retention';
const EVERY_MS = 24 * 3_600_000;

/** Prunes the operation and login logs once a day from a BullMQ job scheduler (workers only). */
@Processor(LOG_RETENTION_QUEUE, { autorun: false, concurrency: 1 })
export class LogRetentionProcessor extends PeriodicWorkerHost {
  protected readonly periodicJob: PeriodicJob = { schedulerId: LOG_RETENTION_SCHEDULER, everyMs: EVERY_MS, jobName: 'prune' };

  process(): Promise<number> {
    return this.prune();
  }

  /** One run (also what a test or an operator calls directly). */
  prune(): Promise<number> {
    return this.commandBus.execute(new PruneLogsCommand());
  }
}
