import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Refused while a course or a code series uses the type. */
export class DeleteCourseTypeCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
  ) {
    super();
  }
}
