import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { NotifyTemplateCreateDto } from './save-template.dto';

/** Creates a template in the caller's tenant; answers its id. */
export class CreateNotifyTemplateCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: NotifyTemplateCreateDto,
  ) {
    super();
  }
}
