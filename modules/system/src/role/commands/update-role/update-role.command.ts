import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { RoleUpdateDto } from '../../http/role.dto';

export class UpdateRoleCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: RoleUpdateDto,
  ) {
    super();
  }
}
