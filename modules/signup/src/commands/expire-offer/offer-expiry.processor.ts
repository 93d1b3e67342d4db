import { PeriodicWorkerHost, type PeriodicJob } from '@dha/server-core';
import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { OFFER_EXPIRY_QUEUE } from '../../infrastructure/offer-expiry.scheduler';
import { SweepOffersCommand } from '../sweep-offers/sweep-offers.command';
import { ExpireOfferCommand } from './expire-offer.command';

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
export class OfferExpiryProcessor extends PeriodicWorkerHost {
  protected readonly periodicJob: PeriodicJob = { schedulerId: OFFER_SWEEP_SCHEDULER, everyMs: SWEEP_EVERY_MS, jobName: 'sweep' };

  async process(job: OfferJob): Promise<boolean | number> {
    if (job.name === 'sweep') return this.sweep();
    return this.commandBus.execute(new ExpireOfferCommand(Number(job.data.signupId)));
  }

  async sweep(): Promise<number> {
    const expired = await this.commandBus.execute(new SweepOffersCommand());
    if (expired) this.logger.log(`expired ${expired} overdue offer(s)`);
    return expired;
  }
}
