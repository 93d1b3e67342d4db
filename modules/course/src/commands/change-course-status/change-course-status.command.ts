import type { ClassStatusValue } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Moves a course to another class status (the transitions of `changeClassStatus`); `user` null for the system. */
export class ChangeCourseStatusCommand extends Command<true> {
  constructor(
    readonly user: LoginUser | null,
    readonly tenantId: number,
    readonly id: number,
    readonly status: ClassStatusValue,
  ) {
    super();
  }
}
