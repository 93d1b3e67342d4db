import type { NotifyMessageVO, PageResult } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotifyMessageReadModel } from '../../infrastructure/notify-message.read-model';
import { MyNotifyMessagePageQuery } from './page-my-messages.query';

@QueryHandler(MyNotifyMessagePageQuery)
export class MyNotifyMessagePageHandler implements IQueryHandler<MyNotifyMessagePageQuery> {
  constructor(private readonly messages: NotifyMessageReadModel) {}

  execute({ reader, filter }: MyNotifyMessagePageQuery): Promise<PageResult<NotifyMessageVO>> {
    return this.messages.pageOwn(reader, filter.readStatus, filter);
  }
}
