import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** An admin sets an account's password: its login lock is lifted and the user must change it at the next sign-in. */
export class ResetUserPasswordCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
    readonly password: string,
  ) {
    super();
  }
}
