import type { NotifyMessageVO } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotifyMessageReadModel } from '../../infrastructure/notify-message.read-model';
import { GetNotifyMessageQuery } from './get-message.query';

@QueryHandler(GetNotifyMessageQuery)
export class GetNotifyMessageHandler implements IQueryHandler<GetNotifyMessageQuery> {
  constructor(private readonly messages: NotifyMessageReadModel) {}

  execute({ tenantId, id }: GetNotifyMessageQuery): Promise<NotifyMessageVO | null> {
    return this.messages.get(tenantId, id);
  }
}
