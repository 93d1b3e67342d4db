import { BizError } from '@dha/server-core';
import { PayChannel } from '../../domain/pay-app.entity';
import { toChannelVO } from '../../infrastructure/pay.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPayChannelQuery } from './get-channel.query';

@QueryHandler(GetPayChannelQuery)
export class GetPayChannelHandler implements IQueryHandler<GetPayChannelQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, by }: GetPayChannelQuery) {
    if (by.id === undefined && (by.appId === undefined || !by.code)) throw BizError.badRequest('id 或 appId 与 code 必须传递');
    const where = by.id !== undefined ? { id: by.id, tenantId } : { appId: by.appId!, code: by.code!, tenantId };
    const channel = await this.em.fork().findOne(PayChannel, where);
    return channel ? toChannelVO(channel) : null;
  }
}
