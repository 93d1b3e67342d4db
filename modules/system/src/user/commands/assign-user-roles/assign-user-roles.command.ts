import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Replaces a user's roles (`POST /system/permission/assign-user-role`). */
export class AssignUserRolesCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly userId: number,
    readonly roleIds: number[],
  ) {
    super();
  }
}
