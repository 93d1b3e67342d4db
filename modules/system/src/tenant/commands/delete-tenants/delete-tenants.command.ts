import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Deletes one tenant (`delete`) or several (`delete-list`): all of them or none; never the system tenant. */
export class DeleteTenantsCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly ids: number[],
  ) {
    super();
  }
}
