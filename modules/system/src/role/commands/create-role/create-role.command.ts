import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { RoleCreateDto } from '../../http/role.dto';

export class CreateRoleCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: RoleCreateDto,
  ) {
    super();
  }
}
