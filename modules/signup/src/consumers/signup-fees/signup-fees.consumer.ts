import { SignupStatus } from '@dha/contracts';
import { EventConsumer, EventConsumerHost, type PublishedEvent } from '@dha/server-core';
import { SignupEventTypes, type SignupStatusChangedPayload } from '../../contract/signup.events';
import { SignupRepository } from '../../infrastructure/signup.repository';
import { SignupFees } from './signup-fees';

const OFFERED: readonly number[] = [SignupStatus.WAIT_STUDENT_AUDIT, SignupStatus.FORMAL_ACCEPT, SignupStatus.CANDIDATE_ACCEPT];

/**
 * The course fee follows the signup: a cancelled one (withdrawn, cancelled by staff, its offer
 * lapsed) gets back what it paid, or has its unpaid order closed; a candidate promoted to a formal
 * place is asked to pay. Every step is idempotent (one order, one refund per signup), so no
 * transaction or processed-event record is needed: a retry or redelivery asks the same again.
 */
@EventConsumer({ name: 'signup-fees', events: [SignupEventTypes.STATUS_CHANGED], exactlyOnce: false })
export class SignupFeesConsumer extends EventConsumerHost<SignupStatusChangedPayload> {
  constructor(
    private readonly fees: SignupFees,
    private readonly signups: SignupRepository,
  ) {
    super();
  }

  protected override accepts({ payload }: PublishedEvent<SignupStatusChangedPayload>): boolean {
    // only an offer may have an order (payments start at one)
    return (payload.toStatus === SignupStatus.CANCELLED && OFFERED.includes(payload.fromStatus)) || payload.action === 'promote';
  }

  protected async handle({ payload }: PublishedEvent<SignupStatusChangedPayload>): Promise<void> {
    if (payload.action !== 'promote') return this.fees.refund(payload.tenantId, payload.signupId);
    const row = await this.signups.findById(this.em.fork(), payload.signupId);
    // still the promoted formal place (not cancelled meanwhile): ask for the fee
    if (row?.status === SignupStatus.FORMAL_ACCEPT) await this.fees.openForPromotion(row);
  }
}
