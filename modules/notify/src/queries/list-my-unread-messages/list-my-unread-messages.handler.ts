import type { NotifyMessageVO } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotifyMessageReadModel } from '../../infrastructure/notify-message.read-model';
import { MyUnreadMessagesQuery } from './list-my-unread-messages.query';

@QueryHandler(MyUnreadMessagesQuery)
export class MyUnreadMessagesHandler implements IQueryHandler<MyUnreadMessagesQuery> {
  constructor(private readonly messages: NotifyMessageReadModel) {}

  execute({ reader, size }: MyUnreadMessagesQuery): Promise<NotifyMessageVO[]> {
    return this.messages.unread(reader, size);
  }
}
