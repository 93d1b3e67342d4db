import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotifyMessageReadModel } from '../../infrastructure/notify-message.read-model';
import { MyUnreadCountQuery } from './count-my-unread-messages.query';

@QueryHandler(MyUnreadCountQuery)
export class MyUnreadCountHandler implements IQueryHandler<MyUnreadCountQuery> {
  constructor(private readonly messages: NotifyMessageReadModel) {}

  execute({ reader }: MyUnreadCountQuery): Promise<number> {
    return this.messages.unreadCount(reader);
  }
}
