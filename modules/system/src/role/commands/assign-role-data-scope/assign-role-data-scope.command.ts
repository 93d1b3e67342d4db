import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { AssignRoleDataScopeDto } from '../../http/role.dto';

export class AssignRoleDataScopeCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: AssignRoleDataScopeDto,
  ) {
    super();
  }
}
