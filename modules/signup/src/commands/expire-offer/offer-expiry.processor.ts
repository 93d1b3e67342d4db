import { InjectConfig, startWorker, type AppConfig } from '@dha/server-core';
import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job, Queue } from 'bullmq';
import { OFFER_EXPIRY_QUEUE } from '../../infrastructure/offer-expiry.scheduler';
import { ExpireOfferCommand } from './expire-offer.command';

/** The sweep's scheduler on this queue before it became a job on 定时任务 (offerSweepJob): removed at start. */
const LEGACY_SWEEP_SCHEDULER = 'offer-sweep';

type OfferJob = Job<{ signupId: number }, boolean | number, 'expire' | 'sweep'>;

/**
 * Consumes the offer deadline jobs (one delayed job per offer). The worker is created idle (autorun
 * false) and only started when RUN_WORKERS is on, so API-only replicas never consume.
 */
@Processor(OFFER_EXPIRY_QUEUE, { autorun: false, concurrency: 4 })
export class OfferExpiryProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(OfferExpiryProcessor.name);

  constructor(
    private readonly commandBus: CommandBus,
    @InjectQueue(OFFER_EXPIRY_QUEUE) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    startWorker(this.worker, this.config, this.logger);
    if (this.config.RUN_WORKERS)
      this.queue
        .removeJobScheduler(LEGACY_SWEEP_SCHEDULER)
        .catch((err: unknown) => this.logger.debug({ err }, 'legacy sweep scheduler not removed'));
  }

  async process(job: OfferJob): Promise<boolean | number> {
    if (job.name === 'sweep') return 0; // a last tick of the legacy scheduler
    return this.commandBus.execute(new ExpireOfferCommand(Number(job.data.signupId)));
  }
}
