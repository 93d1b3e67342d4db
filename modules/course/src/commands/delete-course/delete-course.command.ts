import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Soft delete; refused while the course has live signups (pausing or completing it keeps them). */
export class DeleteCourseCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
  ) {
    super();
  }
}
