import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Deletes one account (`delete`) or several (`delete-list`): all of them, or none when one may not go. */
export class DeleteUsersCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly ids: number[],
  ) {
    super();
  }
}
