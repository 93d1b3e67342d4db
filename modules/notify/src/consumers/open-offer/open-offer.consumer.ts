import { SignupStatus } from '@dha/contracts';
import { EventConsumer, EventConsumerHost, type PublishedEvent } from '@dha/server-core';
import { SignupEventTypes, type SignupStatusChangedPayload } from '@dha/signup';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OpenOfferRepository } from '../../infrastructure/open-offer.repository';

/**
 * Keeps notify_open_offer in step with the signups: a transition into WAIT_STUDENT_AUDIT with a
 * reply deadline opens (or replaces) the signup's offer, a transition out of it closes it. Only the
 * newest version of a signup applies, so a late, older event never reopens an answered offer.
 */
@EventConsumer({ name: 'notify-offers', events: [SignupEventTypes.STATUS_CHANGED] })
export class OpenOfferConsumer extends EventConsumerHost<SignupStatusChangedPayload> {
  constructor(private readonly offers: OpenOfferRepository) {
    super();
  }

  /**
   * Only transitions into or out of an offer matter: every later transition of a signup comes after
   * the one that left the offer (a higher version), so skipping the rest never lets an old one win.
   */
  protected override accepts({ payload }: PublishedEvent<SignupStatusChangedPayload>): boolean {
    return payload.toStatus === SignupStatus.WAIT_STUDENT_AUDIT || payload.fromStatus === SignupStatus.WAIT_STUDENT_AUDIT;
  }

  protected async handle(event: PublishedEvent<SignupStatusChangedPayload>, em: EntityManager): Promise<void> {
    if (!(await this.isNewest(em, event))) return;
    const p = event.payload;
    if (p.toStatus !== SignupStatus.WAIT_STUDENT_AUDIT || p.offerDeadline === null) return this.offers.close(em, p.signupId);
    await this.offers.open(em, {
      signupId: p.signupId,
      tenantId: p.tenantId,
      userId: p.userId,
      courseId: p.courseId,
      version: p.version,
      offerDeadline: new Date(p.offerDeadline),
      eventId: event.eventId,
    });
  }
}
