import { SignupStatus } from '@dha/contracts';
import { EventConsumer, EventConsumerHost, type PublishedEvent } from '@dha/server-core';
import { SignupEventTypes, type SignupStatusChangedPayload } from '@dha/signup';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Keeps notify_open_offer in step with the signups: a transition into WAIT_STUDENT_AUDIT with a
 * reply deadline opens (or replaces) the signup's offer, a transition out of it closes it. Only the
 * newest version of a signup applies, so a late, older event never reopens an answered offer.
 */
@EventConsumer({ name: 'notify-offers', events: [SignupEventTypes.STATUS_CHANGED] })
export class OpenOfferConsumer extends EventConsumerHost<SignupStatusChangedPayload> {
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
    if (p.toStatus !== SignupStatus.WAIT_STUDENT_AUDIT || p.offerDeadline === null) {
      await em.execute(`delete from notify_open_offer where signup_id = ?`, [p.signupId]);
      return;
    }
    await em.execute(
      `insert into notify_open_offer (signup_id, tenant_id, user_id, course_id, version, offer_deadline, offer_event_id,
         reminded_version, reminded_at, update_time)
       values (?, ?, ?, ?, ?, ?, ?::uuid, null, null, now())
       on conflict (signup_id) do update set tenant_id = excluded.tenant_id, user_id = excluded.user_id,
         course_id = excluded.course_id, version = excluded.version, offer_deadline = excluded.offer_deadline,
         offer_event_id = excluded.offer_event_id, update_time = now()`,
      [p.signupId, p.tenantId, p.userId, p.courseId, p.version, new Date(p.offerDeadline), event.eventId],
    );
  }
}
