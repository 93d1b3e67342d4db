import type { SignupVersionReq } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Staff cancel a signup in any non-terminal status (its place, if any, is given back). */
export class CancelSignupCommand extends Command<boolean> {
  constructor(
    readonly input: SignupVersionReq,
    readonly user: LoginUser,
  ) {
    super();
  }
}
