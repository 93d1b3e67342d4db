import {
  OfferType,
  SignupStatus,
  SignupStatusLabels,
  type ApplicantAction,
  type OfferTypeValue,
  type SignupAction,
  type SignupStatusValue,
} from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { SignupErrors } from '../signup.errors';

const S = SignupStatus;

/** Statuses a signup may still leave (all but UNACCEPTED, CANCELLED and FINISHED). */
const NON_TERMINAL: readonly SignupStatusValue[] = [
  S.INIT,
  S.WAIT_AUDIT,
  S.WAIT_TEACHER_AUDIT,
  S.WAIT_STUDENT_AUDIT,
  S.FORMAL_ACCEPT,
  S.CANDIDATE_ACCEPT,
];

/** The transition table of architecture §3: for each action, the statuses it may start from. */
export const TRANSITION_TABLE: Readonly<Record<SignupAction, readonly SignupStatusValue[]>> = {
  submit: [S.INIT],
  pass: [S.WAIT_AUDIT],
  reject: [S.WAIT_AUDIT, S.WAIT_TEACHER_AUDIT],
  approve: [S.WAIT_TEACHER_AUDIT],
  confirm: [S.WAIT_STUDENT_AUDIT],
  decline: [S.WAIT_STUDENT_AUDIT],
  expire: [S.WAIT_STUDENT_AUDIT],
  promote: [S.CANDIDATE_ACCEPT],
  complete: [S.FORMAL_ACCEPT],
  withdraw: NON_TERMINAL,
  cancel: NON_TERMINAL,
};

/** Statuses in which a place (of the signup's offer type) is held. */
export const SEAT_HOLDING: readonly SignupStatusValue[] = [S.WAIT_STUDENT_AUDIT, S.FORMAL_ACCEPT, S.CANDIDATE_ACCEPT];

export interface SignupState {
  id: number;
  status: SignupStatusValue;
  offerType: OfferTypeValue | null;
}

/** What a transition does beyond the status: the ledger moves the service must make in the same transaction. */
export interface Transition {
  action: SignupAction;
  from: SignupStatusValue;
  to: SignupStatusValue;
  offerType: OfferTypeValue | null;
  /** take one place of this offer type (fails when none is left) */
  hold: OfferTypeValue | null;
  /** give back one place of this offer type */
  release: OfferTypeValue | null;
  /** a formal place freed: promote the first waiting candidate of the course and kind */
  freesFormalSeat: boolean;
}

/**
 * The signup aggregate: the one place the state machine lives. Every path (applicant, staff,
 * deadline job, promotion) asks it for the transition, which it refuses with a business error
 * naming the current status when the table does not allow it.
 */
export class Signup {
  constructor(private readonly state: SignupState) {}

  get status(): SignupStatusValue {
    return this.state.status;
  }

  get offerType(): OfferTypeValue | null {
    return this.state.offerType;
  }

  can(action: SignupAction): boolean {
    return TRANSITION_TABLE[action].includes(this.state.status);
  }

  submit(): Transition {
    return this.move('submit', S.WAIT_AUDIT);
  }

  /** Reviewer passes: to the teacher, or straight to the applicant with an offer when no teacher review is needed. */
  pass(needTeacherAudit: boolean, offer: OfferTypeValue | null): Transition {
    this.guard('pass');
    if (needTeacherAudit) return this.move('pass', S.WAIT_TEACHER_AUDIT);
    return this.offer('pass', offer ?? OfferType.FORMAL);
  }

  reject(): Transition {
    return this.move('reject', S.UNACCEPTED);
  }

  approve(offer: OfferTypeValue | null): Transition {
    this.guard('approve');
    if (offer === null) throw new BizError(SignupErrors.OFFER_REQUIRED);
    return this.offer('approve', offer);
  }

  confirm(): Transition {
    this.guard('confirm');
    return this.move('confirm', this.state.offerType === OfferType.CANDIDATE ? S.CANDIDATE_ACCEPT : S.FORMAL_ACCEPT);
  }

  decline(): Transition {
    return this.leave('decline');
  }

  expire(): Transition {
    return this.leave('expire');
  }

  withdraw(): Transition {
    return this.leave('withdraw');
  }

  cancel(): Transition {
    return this.leave('cancel');
  }

  /** A waiting candidate takes a freed formal place. */
  promote(): Transition {
    this.guard('promote');
    const t = this.move('promote', S.FORMAL_ACCEPT);
    this.state.offerType = OfferType.FORMAL;
    return { ...t, offerType: OfferType.FORMAL, hold: OfferType.FORMAL, release: OfferType.CANDIDATE };
  }

  complete(): Transition {
    return this.move('complete', S.FINISHED);
  }

  /** What the applicant may do now (for the client's buttons). */
  applicantActions(): ApplicantAction[] {
    const actions: ApplicantAction[] = [];
    if (this.can('confirm')) actions.push('confirm');
    if (this.can('decline')) actions.push('decline');
    if (this.can('withdraw')) actions.push('withdraw');
    return actions;
  }

  private guard(action: SignupAction): void {
    if (!this.can(action)) throw new BizError(SignupErrors.ILLEGAL_TRANSITION, SignupStatusLabels[this.state.status] ?? '未知');
  }

  private move(action: SignupAction, to: SignupStatusValue): Transition {
    this.guard(action);
    const from = this.state.status;
    this.state.status = to;
    return { action, from, to, offerType: this.state.offerType, hold: null, release: null, freesFormalSeat: false };
  }

  private offer(action: SignupAction, offer: OfferTypeValue): Transition {
    const t = this.move(action, S.WAIT_STUDENT_AUDIT);
    this.state.offerType = offer;
    return { ...t, offerType: offer, hold: offer };
  }

  /** To CANCELLED, giving back the place this signup held (if any). */
  private leave(action: SignupAction): Transition {
    const held = SEAT_HOLDING.includes(this.state.status) ? this.state.offerType : null;
    const t = this.move(action, S.CANCELLED);
    return { ...t, release: held, freesFormalSeat: held === OfferType.FORMAL };
  }
}
