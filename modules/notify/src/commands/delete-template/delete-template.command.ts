import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/**
 * Deletes templates of the caller's tenant (sent messages keep their rendered text). One id that is
 * not there refuses the whole call, so a stale list deletes nothing by surprise.
 */
export class DeleteNotifyTemplatesCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly ids: number[],
  ) {
    super();
  }
}
