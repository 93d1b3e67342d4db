import type { SignupCreateReq } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

/**
 * INIT → WAIT_AUDIT for one person and course. `createdBy` is set for a supplementary signup made
 * by staff (create-for), which skips the profile and signup-window checks a visitor must pass.
 * The insert goes through the SubmissionBatcher (group commit with the submissions of the same
 * few milliseconds); the answer comes after that commit.
 */
export class SubmitSignupCommand extends Command<number> {
  constructor(
    readonly input: SignupCreateReq,
    readonly userId: number,
    readonly tenantId: number,
    readonly operatorId: number,
    readonly createdBy: number | null,
  ) {
    super();
  }
}
