import { Command } from '@nestjs/cqrs';

/** The reply deadline of an offer passed: WAIT_STUDENT_AUDIT → CANCELLED by the system. Idempotent. */
export class ExpireOfferCommand extends Command<boolean> {
  constructor(readonly signupId: number) {
    super();
  }
}
