import { GetCourseForSignupQuery, type CourseForSignup } from '@dha/course';
import { GlobalErrorCodes, OfferType, SignupStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { Signup, type Transition } from '../domain/signup.aggregate';
import { SeatLedger } from '../infrastructure/seat-ledger';
import { SignupRepository, type SignupRow } from '../infrastructure/signup.repository';
import { SignupErrors } from '../signup.errors';

export const OFFER_EXPIRY_QUEUE = 'signup-offer-expiry';
export const offerExpiryJobId = (signupId: number, version: number): string => `offer-expiry:${signupId}:${version}`;

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

const LOCKED = (): BizError => BizError.of(GlobalErrorCodes.LOCKED);

/**
 * Runs every state change of a signup: reads the course OUTSIDE the transaction (so a transaction
 * never waits for a second pool connection), then in one transaction the version-guarded update,
 * the seat ledger moves, the history row and the outbox event, and the waitlist promotion a freed
 * formal place triggers. Nothing here waits for Redis: an offer's deadline job is scheduled from its
 * outbox event (OfferDeadlineConsumer).
 */
@Injectable()
export class SignupWorkflow {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly signups: SignupRepository,
    private readonly seats: SeatLedger,
    @InjectQueue(OFFER_EXPIRY_QUEUE) private readonly expiryQueue: Queue,
  ) {}

  /** The course as it is now (every transition, and every seat hold, reads it fresh). */
  async course(courseId: number): Promise<CourseForSignup | null> {
    return this.queryBus.execute(new GetCourseForSignupQuery(courseId));
  }

  async transition(req: TransitionRequest): Promise<TransitionResult> {
    const seen = await this.signups.findById(this.em.fork(), req.id);
    if (!seen || (req.tenantId !== undefined && seen.tenantId !== req.tenantId)) throw new BizError(SignupErrors.SIGNUP_NOT_FOUND);
    const course = await this.course(seen.courseId);
    await req.authorize?.(seen, course);
    if (req.version !== null && seen.version !== req.version) throw LOCKED();

    const result = await this.em.transactional(async (em) => {
      const row = req.version === null ? await this.signups.findById(em, req.id, true) : seen;
      if (!row) throw new BizError(SignupErrors.SIGNUP_NOT_FOUND);
      const transition = req.decide(new Signup({ id: row.id, status: row.status, offerType: row.offerType }), row, course);
      return this.apply(em, row, transition, course, req.operatorId, req.remark ?? null);
    });
    return result;
  }

  private async apply(
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
      offerDeadline = new Date(Date.now() + Math.max(course.replyDeadlineHours, 0) * 3_600_000);
    }
    const updated = await this.signups.updateStatus(em, row.id, row.version, { status: t.to, offerType: t.offerType, offerDeadline });
    if (!updated) throw LOCKED();
    if (t.release !== null) await this.seats.release(em, row.courseId, row.participantKind, t.release);
    if (t.hold !== null) {
      if (!course) throw new BizError(SignupErrors.COURSE_NOT_FOUND);
      const held = await this.seats.hold(em, course, row.participantKind, t.hold);
      if (!held) throw new BizError(t.hold === OfferType.FORMAL ? SignupErrors.FORMAL_FULL : SignupErrors.CANDIDATE_FULL);
    }
    await this.signups.record(em, updated, {
      action: t.action,
      fromStatus: t.from,
      toStatus: t.to,
      offerType: t.offerType,
      operatorId,
      remark,
    });
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
    await this.signups.record(em, updated, {
      action: t.action,
      fromStatus: t.from,
      toStatus: t.to,
      offerType: t.offerType,
      operatorId: null,
      remark: null,
    });
    return updated;
  }

  /**
   * Adds the delayed job that expires an offer at its reply deadline (called by OfferDeadlineConsumer
   * from the offer's event, and by the sweep); the job id makes a second add a no-op.
   */
  async scheduleExpiry(signupId: number, version: number, deadline: Date): Promise<void> {
    await this.expiryQueue.add(
      'expire',
      { signupId },
      {
        jobId: offerExpiryJobId(signupId, version),
        delay: Math.max(0, deadline.getTime() - Date.now()) + 250,
        removeOnComplete: true,
        removeOnFail: 1000,
        attempts: 5,
        backoff: { type: 'exponential', delay: 1000 },
      },
    );
  }
}
