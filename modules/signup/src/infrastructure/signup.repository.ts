import type { OfferTypeValue, ParticipantKindValue, SignupAction, SignupRespVO, SignupStatusValue } from '@dha/contracts';
import { SignupStatus } from '@dha/contracts';
import { OutboxEvent, PreparedStatement, sqlDate } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SIGNUP_AGGREGATE, SignupEventTypes, type SignupStatusChangedPayload } from '../contract/signup.events';

/** A signup row as the workflow reads it: the staff view's fields with dates as Date, plus its tenant. */
export interface SignupRow extends Omit<
  SignupRespVO,
  'courseName' | 'submittedAt' | 'offerDeadline' | 'createTime' | 'updateTime' | 'payment'
> {
  tenantId: number;
  submittedAt: Date | null;
  offerDeadline: Date | null;
  createTime: Date;
  updateTime: Date;
}

export const SIGNUP_COLUMNS = `id, tenant_id, course_id, user_id, participant_kind, identity, remark, status, offer_type, priority,
  submitted_at, offer_deadline, version, username, real_name, mobile, create_time, update_time, created_by`;

type Raw = Record<string, unknown>;
const S = SignupStatus;

export function toSignupRow(r: Raw): SignupRow {
  return {
    id: Number(r.id),
    tenantId: Number(r.tenant_id),
    courseId: Number(r.course_id),
    userId: Number(r.user_id),
    participantKind: Number(r.participant_kind) as ParticipantKindValue,
    identity: r.identity as string,
    remark: (r.remark as string | null) ?? null,
    status: Number(r.status) as SignupStatusValue,
    offerType: r.offer_type === null || r.offer_type === undefined ? null : (Number(r.offer_type) as OfferTypeValue),
    priority: Number(r.priority),
    submittedAt: sqlDate(r.submitted_at),
    offerDeadline: sqlDate(r.offer_deadline),
    version: Number(r.version),
    username: r.username as string,
    realName: (r.real_name as string | null) ?? null,
    mobile: (r.mobile as string | null) ?? null,
    createTime: sqlDate(r.create_time)!,
    updateTime: sqlDate(r.update_time)!,
    createdBy: r.created_by === null || r.created_by === undefined ? null : Number(r.created_by),
  };
}

/** A submission as inserted: the applicant's snapshot, and who acted (the applicant, or staff on create-for). */
export interface NewSignup extends Pick<
  SignupRow,
  'tenantId' | 'courseId' | 'userId' | 'participantKind' | 'identity' | 'remark' | 'username' | 'realName' | 'mobile' | 'createdBy'
> {
  operatorId: number;
}

export interface StatusChange {
  action: SignupAction;
  fromStatus: SignupStatusValue;
  toStatus: SignupStatusValue;
  offerType: OfferTypeValue | null;
  operatorId: number | null;
  remark: string | null;
}

/** The event every transition emits (one outbox row per transition), with the signup's version after it. */
function statusChangedEvent(
  row: Pick<SignupRow, 'id' | 'tenantId' | 'courseId' | 'userId' | 'version' | 'offerDeadline' | 'realName' | 'username'>,
  change: StatusChange,
): OutboxEvent {
  const payload: SignupStatusChangedPayload = {
    signupId: row.id,
    tenantId: row.tenantId,
    courseId: row.courseId,
    userId: row.userId,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    action: change.action,
    operatorId: change.operatorId,
    offerType: change.offerType,
    version: row.version,
    offerDeadline: row.offerDeadline ? row.offerDeadline.getTime() : null,
    remark: change.remark,
    applicantName: row.realName || row.username,
  };
  return OutboxEvent.of({
    type: SignupEventTypes.STATUS_CHANGED,
    aggregateType: SIGNUP_AGGREGATE,
    aggregateId: row.id,
    aggregateVersion: row.version,
    payload,
  });
}

/** Identifies a submission within a batch: one person and one course. */
export const submissionKey = (s: Pick<NewSignup, 'courseId' | 'userId'>): string => `${s.courseId}:${s.userId}`;

/** The 'submit' event of a new signup (version 1; its id is filled in by the insert). */
function submittedEvent(s: NewSignup): OutboxEvent {
  return statusChangedEvent(
    {
      id: 0,
      tenantId: s.tenantId,
      courseId: s.courseId,
      userId: s.userId,
      version: 1,
      offerDeadline: null,
      realName: s.realName,
      username: s.username,
    },
    {
      action: 'submit',
      fromStatus: S.INIT,
      toStatus: S.WAIT_AUDIT,
      offerType: null,
      operatorId: s.operatorId,
      remark: s.remark,
    },
  );
}

/**
 * Submissions in one statement (the group commit of SubmissionBatcher, or a batch of one): signups at
 * WAIT_AUDIT, their 'submit' history rows and outbox events. Prepared once per connection: it runs for every batch.
 */
const SUBMIT_BATCH_INSERT = new PreparedStatement<{ id: number; course_id: number; user_id: number }>(
  'signup_submit_batch',
  // the conflict target repeats the predicate of the one-active-signup index (constants, so PostgreSQL can match it)
  `with input as (
     select * from jsonb_to_recordset($1::jsonb) as t(tenant_id int, course_id int, user_id int, participant_kind smallint,
       identity text, remark text, username text, real_name text, mobile text, created_by int, operator_id int,
       event_id uuid, event_type text, aggregate_type text, payload jsonb)),
   s as (
     insert into signup_signup (tenant_id, course_id, user_id, participant_kind, identity, remark, status, priority,
       submitted_at, version, username, real_name, mobile, create_time, update_time, created_by)
     select tenant_id, course_id, user_id, participant_kind, identity, remark, ${S.WAIT_AUDIT}, 0, now(), 1, username, real_name, mobile,
       now(), now(), created_by
     from input order by course_id, user_id
     on conflict (course_id, user_id) where status not in (${S.UNACCEPTED}, ${S.CANCELLED}) do nothing
     returning id, course_id, user_id),
   h as (
     insert into signup_history (signup_id, from_status, to_status, action, operator_id, remark, create_time)
     select s.id, ${S.INIT}, ${S.WAIT_AUDIT}, 'submit', i.operator_id, i.remark, now() from s join input i using (course_id, user_id)),
   o as (
     insert into core_outbox_event (event_id, type, aggregate_type, aggregate_id, aggregate_version, payload, occurred_at)
     select i.event_id, i.event_type, i.aggregate_type, s.id::text, 1, i.payload || jsonb_build_object('signupId', s.id), now()
     from s join input i using (course_id, user_id))
   select id, course_id, user_id from s`,
);

// every transition runs these (prepared once per connection)
const FIND = new PreparedStatement<Raw>('signup_find', `select ${SIGNUP_COLUMNS} from signup_signup where id = $1`);
const FIND_FOR_UPDATE = new PreparedStatement<Raw>(
  'signup_find_for_update',
  `select ${SIGNUP_COLUMNS} from signup_signup where id = $1 for update`,
);
const UPDATE_STATUS = new PreparedStatement<Raw>(
  'signup_update_status',
  `update signup_signup set status = $1, offer_type = $2, offer_deadline = $3, version = version + 1, update_time = now()
   where id = $4 and version = $5 returning ${SIGNUP_COLUMNS}`,
);
const RECORD_TRANSITION = new PreparedStatement<never>(
  'signup_record_transition',
  `with h as (
     insert into signup_history (signup_id, from_status, to_status, action, operator_id, remark, create_time)
     values ($1, $2, $3, $4, $5, $6, now()))
   insert into core_outbox_event (event_id, type, aggregate_type, aggregate_id, aggregate_version, payload, occurred_at)
   values ($7, $8, $9, $10, $11, $12::jsonb, $13)`,
);

/**
 * The writes of the signup tables (and the reads the writes need; the query side reads through
 * SignupReadModel). Every statement joins the transaction of the `em` it is given (a fork inside
 * `em.transactional`), except the insert of submissions: a statement on a pooled connection, its
 * own transaction, and the one way a signup is made.
 */
@Injectable()
export class SignupRepository {
  async findById(em: EntityManager, id: number, lock = false): Promise<SignupRow | null> {
    const rows = await (lock ? FIND_FOR_UPDATE : FIND).run(em, [id]);
    return rows[0] ? toSignupRow(rows[0]) : null;
  }

  /**
   * Submissions in ONE statement, its own transaction (never inside `em.transactional`): each signup
   * at WAIT_AUDIT with its 'submit' history row and its outbox event. A person who already has an
   * active signup for the course is skipped by the partial unique index (`on conflict … do nothing`);
   * the answer maps the submissionKey of every signup inserted to its id. The caller must not put the
   * same person and course twice in one call. Rows are inserted in (course, user) order, so two
   * batches running at once wait for each other in the same order (no deadlock).
   */
  async insertSubmittedBatch(em: EntityManager, list: NewSignup[]): Promise<Map<string, number>> {
    const input = list.map((s) => {
      const event = submittedEvent(s);
      return {
        tenant_id: s.tenantId,
        course_id: s.courseId,
        user_id: s.userId,
        participant_kind: s.participantKind,
        identity: s.identity,
        remark: s.remark,
        username: s.username,
        real_name: s.realName,
        mobile: s.mobile,
        created_by: s.createdBy,
        operator_id: s.operatorId,
        event_id: event.eventId,
        event_type: event.type,
        aggregate_type: event.aggregateType,
        payload: event.payload,
      };
    });
    const rows = await SUBMIT_BATCH_INSERT.run(em, [JSON.stringify(input)]);
    return new Map(rows.map((r) => [submissionKey({ courseId: r.course_id, userId: r.user_id }), Number(r.id)]));
  }

  /** One submission (a batch of one): its id, or null when the person already has an active signup for the course. */
  async insertSubmitted(em: EntityManager, s: NewSignup): Promise<number | null> {
    return (await this.insertSubmittedBatch(em, [s])).get(submissionKey(s)) ?? null;
  }

  /** The guarded status update (optimistic lock): null when the version moved on. */
  async updateStatus(
    em: EntityManager,
    id: number,
    expectedVersion: number,
    to: { status: SignupStatusValue; offerType: OfferTypeValue | null; offerDeadline: Date | null },
  ): Promise<SignupRow | null> {
    const rows = await UPDATE_STATUS.run(em, [to.status, to.offerType, to.offerDeadline, id, expectedVersion]);
    return rows[0] ? toSignupRow(rows[0]) : null;
  }

  /** History row + outbox row of one transition, in one statement. */
  async record(em: EntityManager, row: SignupRow, change: StatusChange): Promise<void> {
    const event = statusChangedEvent(row, change);
    await RECORD_TRANSITION.run(em, [
      row.id,
      change.fromStatus,
      change.toStatus,
      change.action,
      change.operatorId,
      change.remark,
      event.eventId,
      event.type,
      event.aggregateType,
      event.aggregateId,
      event.aggregateVersion,
      JSON.stringify(event.payload),
      event.occurredAt,
    ]);
  }

  /** The first waiting candidate of a course and kind (waitlist order), locked; rows locked by others are skipped. */
  async firstCandidate(em: EntityManager, courseId: number, kind: ParticipantKindValue): Promise<SignupRow | null> {
    const rows = await em.execute<Raw[]>(
      `select ${SIGNUP_COLUMNS} from signup_signup
       where course_id = ? and participant_kind = ? and status = ${S.CANDIDATE_ACCEPT}
       order by priority desc, submitted_at asc, id asc
       for update skip locked limit 1`,
      [courseId, kind],
    );
    return rows[0] ? toSignupRow(rows[0]) : null;
  }

  /** Whether the person has any signup (live or not) for the course. */
  async exists(em: EntityManager, courseId: number, userId: number): Promise<boolean> {
    const rows = await em.execute(`select 1 from signup_signup where course_id = ? and user_id = ? limit 1`, [courseId, userId]);
    return rows.length > 0;
  }

  /** Offers still waiting for a reply, the soonest deadline first. */
  async offersAwaitingReply(em: EntityManager, limit: number): Promise<Array<{ id: number; version: number; offerDeadline: Date }>> {
    const rows = await em.execute<Raw[]>(
      `select id, version, offer_deadline from signup_signup
       where status = ${S.WAIT_STUDENT_AUDIT} and offer_deadline is not null order by offer_deadline limit ?`,
      [limit],
    );
    return rows.map((r) => ({ id: Number(r.id), version: Number(r.version), offerDeadline: sqlDate(r.offer_deadline)! }));
  }
}

/** Every signup row of a deleted tenant: histories (keyed by their signup), signups, seat ledgers. */
export async function deleteTenantSignups(em: EntityManager, tenantId: number): Promise<void> {
  await em.execute(`delete from signup_history where signup_id in (select id from signup_signup where tenant_id = ?)`, [tenantId]);
  await em.execute(`delete from signup_signup where tenant_id = ?`, [tenantId]);
  await em.execute(`delete from signup_seat where tenant_id = ?`, [tenantId]);
}
