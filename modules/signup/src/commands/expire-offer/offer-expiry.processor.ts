import { APP_CONFIG, startWorker, type AppConfig } from '@dha/server-core';
import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job, Queue } from 'bullmq';
import { OFFER_EXPIRY_QUEUE } from '../../application/signup-workflow.service';
import { ExpireOfferCommand, SweepOffersCommand } from './expire-offer.command';

const SWEEP_EVERY_MS = 60_000;
/** The job scheduler of the sweep: one schedule in Redis, whichever worker is free runs it. */
export const OFFER_SWEEP_SCHEDULER = 'offer-sweep';

type OfferJob = Job<{ signupId: number }, boolean | number, 'expire' | 'sweep'>;

/**
 * Consumes the offer deadline jobs, and the sweep that expires overdue offers whose job was lost
 * (e.g. Redis flushed) and re-schedules pending ones: a BullMQ job scheduler every minute, not a
 * timer in one process. The worker is created idle (autorun false) and only started when
 * RUN_WORKERS is on, so API-only replicas never consume.
 */
@Processor(OFFER_EXPIRY_QUEUE, { autorun: false, concurrency: 4 })
export class OfferExpiryProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(OfferExpiryProcessor.name);

  constructor(
    private readonly commandBus: CommandBus,
    @InjectQueue(OFFER_EXPIRY_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: OfferJob): Promise<boolean | number> {
    if (job.name === 'sweep') return this.sweep();
    return this.commandBus.execute(new ExpireOfferCommand(Number(job.data.signupId)));
  }

  onApplicationBootstrap(): void {
    startWorker(this.worker, this.config, this.logger, {
      queue: this.queue,
      job: { schedulerId: OFFER_SWEEP_SCHEDULER, everyMs: SWEEP_EVERY_MS, jobName: 'sweep' },
    });
  }

  async sweep(): Promise<number> {
    const expired = await this.commandBus.execute(new SweepOffersCommand());
    if (expired) this.logger.log(`expired ${expired} overdue offer(s)`);
    return expired;
  }
}
