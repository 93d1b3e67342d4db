import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';

/** The BullMQ queue of offer deadlines (and of the sweep that catches lost ones). */
export const OFFER_EXPIRY_QUEUE = 'signup-offer-expiry';
/** One job per offer and version: a second add of the same offer is a no-op. */
export const offerExpiryJobId = (signupId: number, version: number): string => `offer-expiry:${signupId}:${version}`;

/** Adds the delayed job that expires an offer at its reply deadline (OfferExpiryProcessor runs it). */
@Injectable()
export class OfferExpiryScheduler {
  constructor(@InjectQueue(OFFER_EXPIRY_QUEUE) private readonly queue: Queue) {}

  /** Called by OfferDeadlineConsumer from the offer's event, and by the sweep for offers whose job was lost. */
  async schedule(signupId: number, version: number, deadline: Date): Promise<void> {
    await this.queue.add(
      'expire',
      { signupId },
      {
        jobId: offerExpiryJobId(signupId, version),
        delay: Math.max(0, deadline.getTime() - Date.now()) + 250,
        removeOnComplete: true,
        removeOnFail: 1000,
        attempts: 5,
        backoff: { type: 'exponential', delay: 1000 },
      },
    );
  }
}
