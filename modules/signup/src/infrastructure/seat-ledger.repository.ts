import type { CourseForSignup } from '@dha/course';
import type { OfferTypeValue, ParticipantKindValue } from '@dha/contracts';
import { PreparedStatement } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { quotaOf } from '../domain/course-terms';

/** One row of the ledger as a quota change needs it. */
export interface SeatQuota {
  participantKind: ParticipantKindValue;
  offerType: OfferTypeValue;
  quota: number;
}

// every offer and every answer to one runs these (prepared once per connection)
const CREATE_ROW = new PreparedStatement<never>(
  'signup_seat_create',
  `insert into signup_seat (course_id, participant_kind, offer_type, tenant_id, quota, held, update_time)
   values ($1, $2, $3, $4, $5, 0, now())
   on conflict (course_id, participant_kind, offer_type) do nothing`,
);
const TAKE = new PreparedStatement<{ held: number }>(
  'signup_seat_take',
  `update signup_seat set held = held + 1, update_time = now()
   where course_id = $1 and participant_kind = $2 and offer_type = $3 and held < quota returning held`,
);
const RELEASE = new PreparedStatement<never>(
  'signup_seat_release',
  `update signup_seat set held = held - 1, update_time = now()
   where course_id = $1 and participant_kind = $2 and offer_type = $3 and held > 0`,
);

/**
 * The seat ledger: places held per course, kind and offer type. Taking a place is one guarded
 * `held < quota` update on the ledger row, which PostgreSQL serialises by the row lock, so however
 * many offers race, at most `quota` succeed. The ledger's quota is the one offers are held against:
 * a row starts from the course as read by its first offer, then only a course update changes it
 * (adoptQuotas, on the same row locks, never below the places held) — an offer never writes back
 * a quota it read before such a change. (Reading the ledger: SignupReadModel.seatsOf.)
 */
@Injectable()
export class SeatLedger {
  /**
   * Takes one place; false when none is left. The row is made from the course on first use (a take
   * that finds no place tries again once the row surely exists: one statement whenever a place is free).
   */
  async hold(em: EntityManager, course: CourseForSignup, kind: ParticipantKindValue, offer: OfferTypeValue): Promise<boolean> {
    if (await this.take(em, course.id, kind, offer)) return true;
    await CREATE_ROW.run(em, [course.id, kind, offer, course.tenantId, quotaOf(course, kind, offer)]);
    return this.take(em, course.id, kind, offer);
  }

  /**
   * Sets the quotas of a course's rows (creating missing ones), each only where it covers the places
   * held; answers the rows that were set. Every row is locked until the caller's transaction ends.
   */
  async adoptQuotas(em: EntityManager, courseId: number, tenantId: number, quotas: SeatQuota[]): Promise<SeatQuota[]> {
    const rows = await em.execute<Array<{ participant_kind: number; offer_type: number; quota: number }>>(
      `insert into signup_seat (course_id, participant_kind, offer_type, tenant_id, quota, held, update_time)
       select ?, k, o, ?, q, 0, now() from unnest(?::smallint[], ?::smallint[], ?::int[]) as t(k, o, q)
       on conflict (course_id, participant_kind, offer_type) do update set quota = excluded.quota, update_time = now()
         where signup_seat.held <= excluded.quota
       returning participant_kind, offer_type, quota`,
      [
        courseId,
        tenantId,
        `{${quotas.map((q) => q.participantKind).join(',')}}`,
        `{${quotas.map((q) => q.offerType).join(',')}}`,
        `{${quotas.map((q) => q.quota).join(',')}}`,
      ],
    );
    return rows.map((r) => ({
      participantKind: Number(r.participant_kind) as ParticipantKindValue,
      offerType: Number(r.offer_type) as OfferTypeValue,
      quota: Number(r.quota),
    }));
  }

  /** Places held per kind and offer of a course (rows missing hold nothing). */
  async heldOf(
    em: EntityManager,
    courseId: number,
  ): Promise<Array<{ participantKind: ParticipantKindValue; offerType: OfferTypeValue; held: number }>> {
    const rows = await em.execute<Array<{ participant_kind: number; offer_type: number; held: number }>>(
      `select participant_kind, offer_type, held from signup_seat where course_id = ?`,
      [courseId],
    );
    return rows.map((r) => ({
      participantKind: Number(r.participant_kind) as ParticipantKindValue,
      offerType: Number(r.offer_type) as OfferTypeValue,
      held: Number(r.held),
    }));
  }

  /** Takes one place at the ledger's current quota (promotion: the ledger row exists). */
  async take(em: EntityManager, courseId: number, kind: ParticipantKindValue, offer: OfferTypeValue): Promise<boolean> {
    const rows = await TAKE.run(em, [courseId, kind, offer]);
    return rows.length === 1;
  }

  async release(em: EntityManager, courseId: number, kind: ParticipantKindValue, offer: OfferTypeValue): Promise<void> {
    await RELEASE.run(em, [courseId, kind, offer]);
  }
}
