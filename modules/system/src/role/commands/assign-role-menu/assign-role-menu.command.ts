import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { AssignRoleMenuDto } from '../../http/role.dto';

export class AssignRoleMenuCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: AssignRoleMenuDto,
  ) {
    super();
  }
}
