import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { MenuCreateDto } from '../../http/menu.dto';

export class CreateMenuCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: MenuCreateDto,
  ) {
    super();
  }
}
