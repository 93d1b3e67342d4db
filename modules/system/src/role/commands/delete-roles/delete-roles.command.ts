import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Deletes one role (`delete`) or several (`delete-list`): all of them, or none if one is built in or not the tenant's. */
export class DeleteRolesCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly ids: number[],
  ) {
    super();
  }
}
