import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Refused while a (not deleted) course takes place there. */
export class DeleteLocationCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
  ) {
    super();
  }
}
