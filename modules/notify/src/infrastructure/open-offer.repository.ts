import { PreparedStatement } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** An open offer whose reminder is due, as the reminder batch reads it. */
export interface DueOffer {
  signup_id: number;
  tenant_id: number;
  user_id: number;
  course_id: number;
  offer_deadline: Date;
  offer_event_id: string;
}

/** The offer a signup event opened (or replaced). */
export interface OpenedOffer {
  signupId: number;
  tenantId: number;
  userId: number;
  courseId: number;
  version: number;
  offerDeadline: Date;
  /** the event that made the offer */
  eventId: string;
}

// every offer and every answer to one runs these (prepared once per connection)
const OPEN = new PreparedStatement<never>(
  'notify_open_offer',
  `insert into notify_open_offer (signup_id, tenant_id, user_id, course_id, version, offer_deadline, offer_event_id,
     reminded_version, reminded_at, update_time)
   values ($1, $2, $3, $4, $5, $6, $7::uuid, null, null, now())
   on conflict (signup_id) do update set tenant_id = excluded.tenant_id, user_id = excluded.user_id,
     course_id = excluded.course_id, version = excluded.version, offer_deadline = excluded.offer_deadline,
     offer_event_id = excluded.offer_event_id, update_time = now()`,
);
const CLOSE = new PreparedStatement<never>('notify_close_offer', `delete from notify_open_offer where signup_id = $1`);

/** notify_open_offer, in the caller's transaction. */
@Injectable()
export class OpenOfferRepository {
  /** Opens the signup's offer, or replaces the one it had (a newer version of the offer). */
  async open(em: EntityManager, o: OpenedOffer): Promise<void> {
    await OPEN.run(em, [o.signupId, o.tenantId, o.userId, o.courseId, o.version, o.offerDeadline, o.eventId]);
  }

  async close(em: EntityManager, signupId: number): Promise<void> {
    await CLOSE.run(em, [signupId]);
  }

  /**
   * Locks up to `limit` offers not reminded at their version whose deadline falls within `hours`,
   * soonest first; `SKIP LOCKED`: a concurrent run takes others, never the same ones.
   */
  lockDue(em: EntityManager, hours: number, limit: number): Promise<DueOffer[]> {
    return em.execute<DueOffer[]>(
      `select signup_id, tenant_id, user_id, course_id, offer_deadline, offer_event_id from notify_open_offer
       where reminded_version is distinct from version
         and offer_deadline > now() and offer_deadline <= now() + ? * interval '1 hour'
       order by offer_deadline, signup_id
       limit ? for update skip locked`,
      [hours, limit],
    );
  }

  async markReminded(em: EntityManager, signupIds: number[]): Promise<void> {
    await em.execute(
      `update notify_open_offer set reminded_version = version, reminded_at = now(), update_time = now()
       where signup_id = any(?::int[])`,
      [`{${signupIds.join(',')}}`],
    );
  }
}
