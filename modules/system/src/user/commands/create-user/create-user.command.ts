import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { UserCreateDto } from '../../http/user.dto';

/** An admin creates a staff account (with its posts and, optionally, roles). */
export class CreateUserCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: UserCreateDto,
  ) {
    super();
  }
}
