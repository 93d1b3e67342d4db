import type { NotifyMessageVO, PageResult } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotifyMessageReadModel } from '../../infrastructure/notify-message.read-model';
import { PageNotifyMessagesQuery } from './page-messages.query';

@QueryHandler(PageNotifyMessagesQuery)
export class PageNotifyMessagesHandler implements IQueryHandler<PageNotifyMessagesQuery> {
  constructor(private readonly messages: NotifyMessageReadModel) {}

  execute({ tenantId, filter }: PageNotifyMessagesQuery): Promise<PageResult<NotifyMessageVO>> {
    return this.messages.page(tenantId, filter, filter);
  }
}
