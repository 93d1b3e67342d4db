import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Enables or disables an account; disabling ends its sessions at once. */
export class UpdateUserStatusCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
    readonly status: number,
  ) {
    super();
  }
}
