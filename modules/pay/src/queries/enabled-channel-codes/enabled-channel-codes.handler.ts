import { CommonStatus } from '@dha/contracts';
import { PayChannel } from '../../domain/pay-app.entity';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EnabledPayChannelCodesQuery } from './enabled-channel-codes.query';

@QueryHandler(EnabledPayChannelCodesQuery)
export class EnabledPayChannelCodesHandler implements IQueryHandler<EnabledPayChannelCodesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, appId }: EnabledPayChannelCodesQuery) {
    return (await this.em.fork().find(PayChannel, { tenantId, appId, status: CommonStatus.ENABLE }, { orderBy: { id: 'asc' } })).map(
      (c) => c.code,
    );
  }
}
