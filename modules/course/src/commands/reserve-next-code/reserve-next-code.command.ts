import type { CourseCodeNextResp } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Hands out the next free code of a type's series (skipping codes already taken by hand). */
export class ReserveNextCodeCommand extends Command<CourseCodeNextResp> {
  constructor(
    readonly user: LoginUser,
    readonly typeId: number,
  ) {
    super();
  }
}
