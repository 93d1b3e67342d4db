import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/**
 * An admin decides a claim. The rule: DONE adds the teacher to the course and turns every other
 * open (INIT) claim of that course into IGNORE; IGNORE only closes this claim. Decided claims are final.
 */
export class DecideClaimCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
    readonly status: number,
  ) {
    super();
  }
}
