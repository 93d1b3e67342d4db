import type { CourseForSignup } from '@dha/course';
import type { OfferTypeValue, ParticipantKindValue } from '@dha/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { quotaOf } from '../domain/course-terms';

/**
 * The seat ledger: places held per course, kind and offer type. Taking a place is one guarded
 * `held < quota` update on the ledger row, which PostgreSQL serialises by the row lock, so however
 * many offers race, at most `quota` succeed. (Reading the ledger: SignupReadModel.seatsOf.)
 */
@Injectable()
export class SeatLedger {
  /** Refreshes the quota from the course (creating the row on first use), then takes one place; false when none is left. */
  async hold(em: EntityManager, course: CourseForSignup, kind: ParticipantKindValue, offer: OfferTypeValue): Promise<boolean> {
    await em.execute(
      `insert into signup_seat (course_id, participant_kind, offer_type, tenant_id, quota, held, update_time)
       values (?, ?, ?, ?, ?, 0, now())
       on conflict (course_id, participant_kind, offer_type) do update set quota = excluded.quota, update_time = now()`,
      [course.id, kind, offer, course.tenantId, quotaOf(course, kind, offer)],
    );
    return this.take(em, course.id, kind, offer);
  }

  /** Takes one place at the ledger's current quota (promotion: the ledger row exists). */
  async take(em: EntityManager, courseId: number, kind: ParticipantKindValue, offer: OfferTypeValue): Promise<boolean> {
    const rows = await em.execute<unknown[]>(
      `update signup_seat set held = held + 1, update_time = now()
       where course_id = ? and participant_kind = ? and offer_type = ? and held < quota returning held`,
      [courseId, kind, offer],
    );
    return rows.length === 1;
  }

  async release(em: EntityManager, courseId: number, kind: ParticipantKindValue, offer: OfferTypeValue): Promise<void> {
    await em.execute(
      `update signup_seat set held = held - 1, update_time = now()
       where course_id = ? and participant_kind = ? and offer_type = ? and held > 0`,
      [courseId, kind, offer],
    );
  }
}
