import type { ApplicantAction, SignupVersionReq } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

/**
 * The applicant answers an offer (confirm / decline) or withdraws; own signups only. Answers true,
 * or, when confirming a formal offer on a course with a fee, the id of the pay order that confirms it.
 */
export class RespondToSignupCommand extends Command<boolean | number> {
  constructor(
    readonly action: ApplicantAction,
    readonly input: SignupVersionReq,
    readonly userId: number,
    readonly userIp = '',
  ) {
    super();
  }
}
