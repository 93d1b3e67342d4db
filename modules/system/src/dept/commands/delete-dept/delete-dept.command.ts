import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Refused while the department has sub-departments or users. */
export class DeleteDeptCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
  ) {
    super();
  }
}
