import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { MenuUpdateDto } from '../../http/menu.dto';

export class UpdateMenuCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: MenuUpdateDto,
  ) {
    super();
  }
}
