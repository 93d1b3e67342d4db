import { operatorOf } from '@dha/server-core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotifyTemplateRepository } from '../../infrastructure/notify-template.repository';
import { CreateNotifyTemplateCommand } from './create-template.command';
import { templateFieldsOf } from './save-template.dto';

@CommandHandler(CreateNotifyTemplateCommand)
export class CreateNotifyTemplateHandler implements ICommandHandler<CreateNotifyTemplateCommand> {
  constructor(private readonly templates: NotifyTemplateRepository) {}

  execute({ user, input }: CreateNotifyTemplateCommand): Promise<number> {
    return this.templates.create(user.tenantId, operatorOf(user), templateFieldsOf(input));
  }
}
