import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { UserUpdateDto } from '../../http/user.dto';

/** An admin edits an account's fields, department and posts (not its password, status or roles). */
export class UpdateUserCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: UserUpdateDto,
  ) {
    super();
  }
}
