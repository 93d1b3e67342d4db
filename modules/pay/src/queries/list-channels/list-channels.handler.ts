import { PayChannel } from '../../domain/pay-app.entity';
import { toChannelVO } from '../../infrastructure/pay.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListPayChannelsQuery } from './list-channels.query';

@QueryHandler(ListPayChannelsQuery)
export class ListPayChannelsHandler implements IQueryHandler<ListPayChannelsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, appId }: ListPayChannelsQuery) {
    return (await this.em.fork().find(PayChannel, { tenantId, appId }, { orderBy: { id: 'asc' } })).map(toChannelVO);
  }
}
