import { APP_CONFIG, startWorker, type AppConfig } from '@dha/server-core';
import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { PayNotifyJob, PayOrderExpireJob, PayOrderSyncJob, PayRefundSyncJob, type PayJob } from './pay-jobs';

/** The queue of the pay module's periodic jobs. */
export const PAY_JOBS_QUEUE = 'pay-jobs';
const EVERY_MS = 60_000;

/**
 * Runs the pay jobs every minute: one BullMQ job scheduler each (upserted by every process, so one
 * schedule in Redis), whichever worker is free runs a tick; idle unless RUN_WORKERS.
 */
@Processor(PAY_JOBS_QUEUE, { autorun: false, concurrency: 2 })
export class PayJobsProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(PayJobsProcessor.name);
  private readonly jobs: Map<string, PayJob>;

  constructor(
    @InjectQueue(PAY_JOBS_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    expire: PayOrderExpireJob,
    sync: PayOrderSyncJob,
    refundSync: PayRefundSyncJob,
    notify: PayNotifyJob,
  ) {
    super();
    this.jobs = new Map([expire, sync, refundSync, notify].map((j) => [j.name, j]));
  }

  onApplicationBootstrap(): void {
    startWorker(this.worker, this.config, this.logger);
    if (!this.config.RUN_WORKERS) return;
    for (const name of this.jobs.keys()) {
      this.queue
        .upsertJobScheduler(name, { every: EVERY_MS }, { name, opts: { removeOnComplete: 100, removeOnFail: 100 } })
        .catch((err: unknown) => this.logger.warn({ err }, `could not schedule ${name} (Redis away?)`));
    }
  }

  async process(job: Job<{ param?: string }>): Promise<string> {
    const handler = this.jobs.get(job.name);
    if (!handler) return `unknown job ${job.name}`;
    const result = await handler.execute(job.data?.param);
    this.logger.debug(`${job.name}: ${result}`);
    return result;
  }
}
