import { SignupStatus } from '@dha/contracts';
import type { PublishedEvent } from '@dha/server-core';
import type { SignupStatusChangedPayload } from '@dha/signup';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OpenOfferRepository } from '../../infrastructure/open-offer.repository';

/**
 * Keeps notify_open_offer (what the reply-deadline reminders read) in step with the signups: a
 * transition into WAIT_STUDENT_AUDIT with a reply deadline opens (or replaces) the signup's offer, a
 * transition out of it closes it. The notify consumer applies it in its own transaction, behind its
 * version cursor, so a late, older event never reopens an answered offer (a queue of its own cost a
 * job, a transaction and a processed-event record per offer, as much as the notices themselves).
 */
@Injectable()
export class OpenOfferTracker {
  constructor(private readonly offers: OpenOfferRepository) {}

  /**
   * Only transitions into or out of an offer matter: every later transition of a signup comes after
   * the one that left the offer (a higher version), so skipping the rest never lets an old one win.
   */
  concerns(p: SignupStatusChangedPayload): boolean {
    return p.toStatus === SignupStatus.WAIT_STUDENT_AUDIT || p.fromStatus === SignupStatus.WAIT_STUDENT_AUDIT;
  }

  /** Applies the newest transition of a signup (the caller checked its version). */
  async apply(em: EntityManager, event: PublishedEvent<SignupStatusChangedPayload>): Promise<void> {
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
