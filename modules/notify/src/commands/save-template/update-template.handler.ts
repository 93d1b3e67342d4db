import { operatorOf } from '@dha/server-core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotifyTemplateRepository } from '../../infrastructure/notify-template.repository';
import { templateFieldsOf } from './save-template.dto';
import { UpdateNotifyTemplateCommand } from './update-template.command';

@CommandHandler(UpdateNotifyTemplateCommand)
export class UpdateNotifyTemplateHandler implements ICommandHandler<UpdateNotifyTemplateCommand> {
  constructor(private readonly templates: NotifyTemplateRepository) {}

  async execute({ user, input }: UpdateNotifyTemplateCommand): Promise<true> {
    await this.templates.update(user.tenantId, input.id, operatorOf(user), templateFieldsOf(input));
    return true;
  }
}
