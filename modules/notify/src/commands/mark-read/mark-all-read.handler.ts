import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotifyMessageRepository } from '../../infrastructure/notify-message.repository';
import { MarkAllMessagesReadCommand } from './mark-all-read.command';

@CommandHandler(MarkAllMessagesReadCommand)
export class MarkAllMessagesReadHandler implements ICommandHandler<MarkAllMessagesReadCommand> {
  constructor(private readonly messages: NotifyMessageRepository) {}

  async execute({ reader }: MarkAllMessagesReadCommand): Promise<true> {
    await this.messages.markRead(reader, 'all');
    return true;
  }
}
