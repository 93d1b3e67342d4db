import type { ApplicantAction, SignupVersionReq } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

/** The applicant answers an offer (confirm / decline) or withdraws; own signups only. */
export class RespondToSignupCommand extends Command<boolean> {
  constructor(
    readonly action: ApplicantAction,
    readonly input: SignupVersionReq,
    readonly userId: number,
  ) {
    super();
  }
}
