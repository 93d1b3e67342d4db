import { COURSE_PAY_APP_KEY, SignupStatus } from '@dha/contracts';
import { PayEventTypes, type PayOrderEventPayload } from '@dha/pay';
import { EventConsumer, EventConsumerHost, type AfterCommit, type PublishedEvent } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SignupTransitions } from '../../application/signup-transitions.service';
import { signupIdOf } from '../../domain/course-fee';
import { SignupRepository } from '../../infrastructure/signup.repository';
import { SignupFees } from '../signup-fees/signup-fees';

/**
 * What a course fee's payment does to its signup, exactly once per event (the confirmation commits
 * with the processed-event record):
 * - paid, the offer still waiting → the signup is confirmed (FORMAL_ACCEPT), by its applicant;
 * - paid, but the signup left meanwhile (its offer expired, it was withdrawn) → the payment is refunded;
 * - paid while already FORMAL_ACCEPT (a promoted candidate) → nothing more to do;
 * - closed unpaid while FORMAL_ACCEPT (a promoted candidate who did not pay in time) → cancelled,
 *   and the place goes to the next candidate. (An unpaid offer lapses by its own deadline job.)
 */
@EventConsumer({ name: 'signup-payments', events: [PayEventTypes.ORDER_SUCCEEDED, PayEventTypes.ORDER_CLOSED] })
export class SignupPaymentsConsumer extends EventConsumerHost<PayOrderEventPayload> {
  constructor(
    private readonly transitions: SignupTransitions,
    private readonly signups: SignupRepository,
    private readonly fees: SignupFees,
  ) {
    super();
  }

  protected override accepts({ payload }: PublishedEvent<PayOrderEventPayload>): boolean {
    return payload.appKey === COURSE_PAY_APP_KEY && signupIdOf(payload.merchantOrderId) !== null;
  }

  protected async handle(event: PublishedEvent<PayOrderEventPayload>, em: EntityManager): Promise<AfterCommit | void> {
    const signupId = signupIdOf(event.payload.merchantOrderId)!;
    const row = await this.signups.findById(em, signupId);
    if (!row) return;
    if (event.type === PayEventTypes.ORDER_CLOSED) {
      if (row.status !== SignupStatus.FORMAL_ACCEPT) return;
      await this.transitions.run(
        { id: signupId, version: null, operatorId: null, remark: '未在缴费期限内支付，名额释放', decide: (s) => s.cancel() },
        em,
      );
      return;
    }
    if (row.status === SignupStatus.WAIT_STUDENT_AUDIT) {
      await this.transitions.run(
        { id: signupId, version: null, operatorId: row.userId, remark: '已支付课程费用', decide: (s) => s.confirm() },
        em,
      );
      return;
    }
    if (row.status === SignupStatus.CANCELLED || row.status === SignupStatus.UNACCEPTED)
      return () => this.fees.refund(row.tenantId, signupId);
  }

  /** A redelivered payment whose refund may not have been asked (the process died after the commit). */
  protected override async redelivered(event: PublishedEvent<PayOrderEventPayload>): Promise<AfterCommit | void> {
    if (event.type !== PayEventTypes.ORDER_SUCCEEDED) return;
    const signupId = signupIdOf(event.payload.merchantOrderId)!;
    const row = await this.signups.findById(this.em.fork(), signupId);
    if (row && (row.status === SignupStatus.CANCELLED || row.status === SignupStatus.UNACCEPTED))
      return () => this.fees.refund(row.tenantId, signupId);
  }
}
