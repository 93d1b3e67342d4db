import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** A teacher asks to take a course that has no teacher yet (status INIT). */
export class CreateClaimCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly courseId: number,
  ) {
    super();
  }
}
