import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotifyMessageRepository } from '../../infrastructure/notify-message.repository';
import { MarkMessagesReadCommand } from './mark-read.command';

@CommandHandler(MarkMessagesReadCommand)
export class MarkMessagesReadHandler implements ICommandHandler<MarkMessagesReadCommand> {
  constructor(private readonly messages: NotifyMessageRepository) {}

  async execute({ reader, ids }: MarkMessagesReadCommand): Promise<true> {
    await this.messages.markRead(reader, ids);
    return true;
  }
}
