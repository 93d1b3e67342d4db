import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Deletes one menu (`delete`) or several (`delete-list`): all, or none if one is missing or keeps a child. */
export class DeleteMenusCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly ids: number[],
  ) {
    super();
  }
}
