import type { SignupBatchItemResult } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Completion recorded for a course (completereg): FORMAL_ACCEPT → FINISHED, answered per signup. */
export class CompleteSignupsCommand extends Command<SignupBatchItemResult[]> {
  constructor(
    readonly courseId: number,
    readonly ids: number[],
    readonly user: LoginUser,
  ) {
    super();
  }
}
