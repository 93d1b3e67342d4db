import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Deletes one post (`delete`) or several (`delete-list`): all of them, or none if one is not the tenant's. */
export class DeletePostsCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly ids: number[],
  ) {
    super();
  }
}
