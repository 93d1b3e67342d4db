import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Staff change a person's wallet balance by a signed amount in cents (never below zero). */
export class UpdateWalletBalanceCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly userId: number,
    readonly delta: number,
  ) {
    super();
  }
}
