import { SignupStatus } from '@dha/contracts';
import { EventConsumer, EventConsumerHost, type PublishedEvent } from '@dha/server-core';
import { SignupEventTypes, type SignupStatusChangedPayload } from '../../contract/signup.events';
import { OfferExpiryScheduler } from '../../infrastructure/offer-expiry.scheduler';

/**
 * Schedules the reply deadline of every offer from its SignupStatusChanged event, so the review
 * request itself never waits for Redis: the offer commits with its outbox row, and the delayed
 * expiry job is added here once the relay has published it. The job id carries the signup's
 * version, so a redelivery adds nothing while the job waits, and an expiry of a version that has
 * moved on changes nothing: no transaction and no processed-event record are needed. The sweep
 * catches an offer whose job was lost.
 */
@EventConsumer({ name: 'signup-deadlines', events: [SignupEventTypes.STATUS_CHANGED], exactlyOnce: false })
export class OfferDeadlineConsumer extends EventConsumerHost<SignupStatusChangedPayload> {
  constructor(private readonly scheduler: OfferExpiryScheduler) {
    super();
  }

  protected override accepts({ payload }: PublishedEvent<SignupStatusChangedPayload>): boolean {
    return payload.toStatus === SignupStatus.WAIT_STUDENT_AUDIT && payload.offerDeadline !== null;
  }

  protected async handle({ payload }: PublishedEvent<SignupStatusChangedPayload>): Promise<void> {
    // if Redis refuses, the job fails and the event is retried
    await this.scheduler.schedule(payload.signupId, payload.version, new Date(payload.offerDeadline!));
  }
}
