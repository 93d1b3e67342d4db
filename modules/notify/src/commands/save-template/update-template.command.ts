import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { NotifyTemplateUpdateDto } from './save-template.dto';

/** Changes a template of the caller's tenant (sent messages keep their rendered text). */
export class UpdateNotifyTemplateCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: NotifyTemplateUpdateDto,
  ) {
    super();
  }
}
