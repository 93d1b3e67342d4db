import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotifyTemplateRepository } from '../../infrastructure/notify-template.repository';
import { DeleteNotifyTemplatesCommand } from './delete-template.command';

@CommandHandler(DeleteNotifyTemplatesCommand)
export class DeleteNotifyTemplatesHandler implements ICommandHandler<DeleteNotifyTemplatesCommand> {
  constructor(private readonly templates: NotifyTemplateRepository) {}

  async execute({ user, ids }: DeleteNotifyTemplatesCommand): Promise<true> {
    await this.templates.deleteAll(user.tenantId, ids);
    return true;
  }
}
