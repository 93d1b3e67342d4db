import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Lifts the login lock (too many wrong passwords) of an account before it runs out. */
export class UnlockUserCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
  ) {
    super();
  }
}
