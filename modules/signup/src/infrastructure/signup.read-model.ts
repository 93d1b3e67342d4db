import { SignupStatus, type OfferTypeValue, type ParticipantKindValue, type SignupAction, type SignupStatusValue } from '@dha/contracts';
import { sqlDate } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SIGNUP_COLUMNS, toSignupRow, type SignupRow } from './signup.repository';

/** Filters of the staff list and its export. */
export interface SignupFilter {
  courseId?: number;
  status?: number;
  participantKind?: number;
  identity?: string;
  keyword?: string;
  /** the keyword finds a mobile only as the whole number (callers who see it masked must not probe the hidden digits) */
  keywordMatchesMobileWhole?: boolean;
  /** epoch ms */
  submittedFrom?: number;
  submittedTo?: number;
}

export interface SignupPage {
  rows: SignupRow[];
  total: number;
}

export interface HistoryRow {
  id: number;
  fromStatus: SignupStatusValue;
  toStatus: SignupStatusValue;
  action: SignupAction;
  operatorId: number | null;
  remark: string | null;
  createTime: Date;
}

export interface SeatRow {
  courseId: number;
  participantKind: ParticipantKindValue;
  offerType: OfferTypeValue;
  quota: number;
  held: number;
}

export interface StatusCount {
  status: SignupStatusValue;
  participantKind: ParticipantKindValue;
  n: number;
}

type Raw = Record<string, unknown>;
interface Where {
  sql: string;
  params: unknown[];
}

/** Statuses of a signup that no longer takes part in its course (refused or cancelled). */
const GONE = [SignupStatus.UNACCEPTED, SignupStatus.CANCELLED];

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(',');

/** `tenant_id = ? and …` of the staff list; `scope` null = every course of the tenant, else these course ids. */
function whereOf(filter: SignupFilter, tenantId: number, scope: number[] | null): Where {
  const parts = ['tenant_id = ?'];
  const params: unknown[] = [tenantId];
  if (scope) {
    if (!scope.length) parts.push('false');
    else {
      parts.push(`course_id in (${placeholders(scope)})`);
      params.push(...scope);
    }
  }
  const eq = (column: string, value: unknown): void => {
    if (value === undefined) return;
    parts.push(`${column} = ?`);
    params.push(value);
  };
  eq('course_id', filter.courseId);
  eq('status', filter.status);
  eq('participant_kind', filter.participantKind);
  eq('identity', filter.identity);
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    parts.push(`(username ilike ? or real_name ilike ? or ${filter.keywordMatchesMobileWhole ? 'mobile = ?' : 'mobile ilike ?'})`);
    params.push(like, like, filter.keywordMatchesMobileWhole ? filter.keyword : like);
  }
  if (filter.submittedFrom !== undefined) {
    parts.push('submitted_at >= ?');
    params.push(new Date(filter.submittedFrom));
  }
  if (filter.submittedTo !== undefined) {
    parts.push('submitted_at <= ?');
    params.push(new Date(filter.submittedTo));
  }
  return { sql: parts.join(' and '), params };
}

/**
 * The SQL of signup's queries (lists, the export, my signups, the detail's history, stats, seats,
 * a course's participants); the writes are SignupRepository's. Reads outside any transaction.
 */
@Injectable()
export class SignupReadModel {
  constructor(private readonly em: EntityManager) {}

  private execute<T = Raw>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

  /** Newest first, with the total of the filter. */
  private async page(where: Where, limit: number, offset: number): Promise<SignupPage> {
    const [count] = await this.execute<{ n: string }>(`select count(*) as n from signup_signup where ${where.sql}`, where.params);
    const rows = await this.execute(`select ${SIGNUP_COLUMNS} from signup_signup where ${where.sql} order by id desc limit ? offset ?`, [
      ...where.params,
      limit,
      offset,
    ]);
    return { rows: rows.map(toSignupRow), total: Number(count?.n ?? 0) };
  }

  /** The staff list (and the export): a tenant's signups, limited to `scope` courses unless null. */
  list(filter: SignupFilter, tenantId: number, scope: number[] | null, limit: number, offset: number): Promise<SignupPage> {
    return this.page(whereOf(filter, tenantId, scope), limit, offset);
  }

  /** One person's signups, optionally of some statuses only. */
  ofUser(userId: number, statuses: readonly SignupStatusValue[] | null, limit: number, offset: number): Promise<SignupPage> {
    const where: Where = { sql: 'user_id = ?', params: [userId] };
    if (statuses) {
      where.sql += ` and status in (${placeholders(statuses)})`;
      where.params.push(...statuses);
    }
    return this.page(where, limit, offset);
  }

  /** The transitions of one signup, oldest first. */
  async history(signupId: number): Promise<HistoryRow[]> {
    const rows = await this.execute(
      `select id, from_status, to_status, action, operator_id, remark, create_time from signup_history where signup_id = ? order by id`,
      [signupId],
    );
    return rows.map((h) => ({
      id: Number(h.id),
      fromStatus: Number(h.from_status) as SignupStatusValue,
      toStatus: Number(h.to_status) as SignupStatusValue,
      action: h.action as SignupAction,
      operatorId: h.operator_id === null ? null : Number(h.operator_id),
      remark: (h.remark as string | null) ?? null,
      createTime: sqlDate(h.create_time)!,
    }));
  }

  /** Signups of a course per status and participant kind. */
  async countsOfCourse(courseId: number): Promise<StatusCount[]> {
    const rows = await this.execute(
      `select status, participant_kind, count(*) as n from signup_signup where course_id = ? group by status, participant_kind`,
      [courseId],
    );
    return rows.map((r) => ({
      status: Number(r.status) as SignupStatusValue,
      participantKind: Number(r.participant_kind) as ParticipantKindValue,
      n: Number(r.n),
    }));
  }

  /** The seat ledger rows of these courses (a course without a row holds nothing yet). */
  async seatsOf(courseIds: number[]): Promise<SeatRow[]> {
    if (!courseIds.length) return [];
    const rows = await this.execute(
      `select course_id, participant_kind, offer_type, quota, held from signup_seat where course_id in (${placeholders(courseIds)})`,
      courseIds,
    );
    return rows.map((r) => ({
      courseId: Number(r.course_id),
      participantKind: Number(r.participant_kind) as ParticipantKindValue,
      offerType: Number(r.offer_type) as OfferTypeValue,
      quota: Number(r.quota),
      held: Number(r.held),
    }));
  }

  /** Signups of the `scope` courses (null: the whole tenant) waiting at these statuses, per course and status. */
  async waitingPerCourse(
    tenantId: number,
    scope: number[] | null,
    statuses: readonly SignupStatusValue[],
  ): Promise<Array<{ courseId: number; status: SignupStatusValue; n: number }>> {
    const where = whereOf({}, tenantId, scope);
    const rows = await this.execute(
      `select course_id, status, count(*)::int as n from signup_signup where ${where.sql} and status in (${placeholders(statuses)})
       group by course_id, status`,
      [...where.params, ...statuses],
    );
    return rows.map((r) => ({ courseId: Number(r.course_id), status: Number(r.status) as SignupStatusValue, n: Number(r.n) }));
  }

  /** Signups of the `scope` courses (null: the whole tenant) submitted since `since`, per day (`YYYY-MM-DD` in `timeZone`). */
  async submittedPerDay(
    tenantId: number,
    scope: number[] | null,
    since: Date,
    timeZone: string,
  ): Promise<Array<{ day: string; n: number }>> {
    const where = whereOf({ submittedFrom: since.getTime() }, tenantId, scope);
    const rows = await this.execute(
      `select to_char(submitted_at at time zone ?, 'YYYY-MM-DD') as day, count(*)::int as n from signup_signup where ${where.sql}
       group by 1`,
      [timeZone, ...where.params],
    );
    return rows.map((r) => ({ day: String(r.day), n: Number(r.n) }));
  }

  /** How many signups of a course are live (any status but UNACCEPTED and CANCELLED). */
  async countLive(courseId: number): Promise<number> {
    const [row] = await this.execute<{ live: number }>(
      `select count(*)::int as live from signup_signup where course_id = ? and status not in (${placeholders(GONE)})`,
      [courseId, ...GONE],
    );
    return row?.live ?? 0;
  }

  /** The applicants of a course's live signups, by id. */
  async participantIds(courseId: number): Promise<number[]> {
    const rows = await this.execute<{ user_id: number }>(
      `select distinct user_id from signup_signup where course_id = ? and status not in (${placeholders(GONE)}) order by user_id`,
      [courseId, ...GONE],
    );
    return rows.map((r) => Number(r.user_id));
  }
}
