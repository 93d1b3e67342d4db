import { GetCourseForSignupQuery, type CourseForSignup } from '@dha/course';
import { GlobalErrorCodes, OfferType, SignupStatus } from '@dha/contracts';
import { BizError, type LoginUser } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { offerDeadlineOf } from '../domain/course-terms';
import { Signup, type Transition } from '../domain/signup.aggregate';
import { SeatLedger } from '../infrastructure/seat-ledger.repository';
import { SignupRepository, type SignupRow } from '../infrastructure/signup.repository';
import { SignupErrors } from '../signup.errors';

export interface TransitionRequest {
  id: number;
  /** the version the caller saw; null = the system acting on the current row (locked) */
  version: number | null;
  operatorId: number | null;
  remark?: string | null;
  /** when given, a signup of another tenant is reported as missing */
  tenantId?: number;
  /** access checks (ownership, a teacher's own courses); throw to refuse */
  authorize?: (row: SignupRow, course: CourseForSignup | null) => void | Promise<void>;
  /** asks the aggregate for the transition */
  decide: (signup: Signup, row: SignupRow, course: CourseForSignup | null) => Transition;
}

export interface TransitionResult {
  row: SignupRow;
  transition: Transition;
  promoted: SignupRow | null;
}

/** The request of a staff member acting on the version they saw, within their tenant. */
export function staffRequest(
  input: { id: number; version: number; remark?: string | null },
  user: Pick<LoginUser, 'id' | 'tenantId'>,
): Pick<TransitionRequest, 'id' | 'version' | 'operatorId' | 'remark' | 'tenantId'> {
  return { id: input.id, version: input.version, operatorId: user.id, remark: input.remark ?? null, tenantId: user.tenantId };
}

const LOCKED = (): BizError => BizError.of(GlobalErrorCodes.LOCKED);

/**
 * The one way a signup changes status, shared by every command that moves one (review, the
 * applicant's answers, cancel, complete, expiry) and the demo seeder. It reads the course OUTSIDE
 * the transaction (so a transaction never waits for a second pool connection), then in one
 * transaction makes the version-guarded update, the seat ledger moves, the history row and the
 * outbox event, and the waitlist promotion a freed formal place triggers. Nothing here waits for
 * Redis: an offer's deadline job is scheduled from its outbox event (OfferDeadlineConsumer).
 */
@Injectable()
export class SignupTransitions {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly signups: SignupRepository,
    private readonly seats: SeatLedger,
  ) {}

  /**
   * `within`: the transaction of a caller that must commit with it (an event consumer recording the
   * event as processed): the transition runs in a savepoint of it.
   */
  async run(req: TransitionRequest, within?: EntityManager): Promise<TransitionResult> {
    const seen = await this.signups.findById(this.em.fork(), req.id);
    if (!seen || (req.tenantId !== undefined && seen.tenantId !== req.tenantId)) throw new BizError(SignupErrors.SIGNUP_NOT_FOUND);
    // the course as it is now: every transition reads it fresh (a seat hold goes by the ledger's quota, which course updates keep current)
    const course = await this.queryBus.execute(new GetCourseForSignupQuery(seen.courseId));
    await req.authorize?.(seen, course);
    if (req.version !== null && seen.version !== req.version) throw LOCKED();

    return (within ?? this.em).transactional(async (em) => {
      const row = req.version === null ? await this.signups.findById(em, req.id, true) : seen;
      if (!row) throw new BizError(SignupErrors.SIGNUP_NOT_FOUND);
      const transition = req.decide(new Signup({ id: row.id, status: row.status, offerType: row.offerType }), row, course);
      return this.write(em, row, transition, course, req.operatorId, req.remark ?? null);
    });
  }

  private async write(
    em: EntityManager,
    row: SignupRow,
    t: Transition,
    course: CourseForSignup | null,
    operatorId: number | null,
    remark: string | null,
  ): Promise<TransitionResult> {
    let offerDeadline: Date | null = null;
    if (t.to === SignupStatus.WAIT_STUDENT_AUDIT) {
      if (!course) throw new BizError(SignupErrors.COURSE_NOT_FOUND);
      offerDeadline = offerDeadlineOf(course);
    }
    const updated = await this.signups.updateStatus(em, row.id, row.version, { status: t.to, offerType: t.offerType, offerDeadline });
    if (!updated) throw LOCKED();
    if (t.release !== null) await this.seats.release(em, row.courseId, row.participantKind, t.release);
    if (t.hold !== null) {
      if (!course) throw new BizError(SignupErrors.COURSE_NOT_FOUND);
      const held = await this.seats.hold(em, course, row.participantKind, t.hold);
      if (!held) throw new BizError(t.hold === OfferType.FORMAL ? SignupErrors.FORMAL_FULL : SignupErrors.CANDIDATE_FULL);
    }
    await this.record(em, updated, t, operatorId, remark);
    const promoted = t.freesFormalSeat ? await this.promote(em, row.courseId, row.participantKind) : null;
    return { row: updated, transition: t, promoted };
  }

  /** A formal place was freed: the first waiting candidate of that course and kind takes it (same transaction). */
  private async promote(em: EntityManager, courseId: number, kind: SignupRow['participantKind']): Promise<SignupRow | null> {
    const candidate = await this.signups.firstCandidate(em, courseId, kind);
    if (!candidate) return null;
    const t = new Signup({ id: candidate.id, status: candidate.status, offerType: candidate.offerType }).promote();
    // the quota may have been lowered below the places held: then nobody moves up
    if (!(await this.seats.take(em, courseId, kind, OfferType.FORMAL))) return null;
    await this.seats.release(em, courseId, kind, OfferType.CANDIDATE);
    const updated = await this.signups.updateStatus(em, candidate.id, candidate.version, {
      status: t.to,
      offerType: t.offerType,
      offerDeadline: null,
    });
    if (!updated) throw LOCKED();
    await this.record(em, updated, t, null, null);
    return updated;
  }

  /** The history row and outbox event of a transition. */
  private record(em: EntityManager, row: SignupRow, t: Transition, operatorId: number | null, remark: string | null): Promise<void> {
    return this.signups.record(em, row, {
      action: t.action,
      fromStatus: t.from,
      toStatus: t.to,
      offerType: t.offerType,
      operatorId,
      remark,
    });
  }
}
