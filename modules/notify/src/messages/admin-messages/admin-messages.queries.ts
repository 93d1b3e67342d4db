import type { NotifyMessageVO, PageResult } from '@dha/contracts';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotifyMessage } from '../notify-message.entity';
import { pageOfMessages, toMessageVO } from '../notify-message.vo';
import type { NotifyMessagePageDto } from './admin-messages.dto';

/** One message of the tenant (null when there is none with that id). */
export class GetNotifyMessageQuery extends Query<NotifyMessageVO | null> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}

/** Every message of the tenant, newest first. */
export class PageNotifyMessagesQuery extends Query<PageResult<NotifyMessageVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: NotifyMessagePageDto,
  ) {
    super();
  }
}

@QueryHandler(GetNotifyMessageQuery)
export class GetNotifyMessageHandler implements IQueryHandler<GetNotifyMessageQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetNotifyMessageQuery): Promise<NotifyMessageVO | null> {
    const message = await this.em.fork().findOne(NotifyMessage, { id, tenantId });
    return message ? toMessageVO(message) : null;
  }
}

@QueryHandler(PageNotifyMessagesQuery)
export class PageNotifyMessagesHandler implements IQueryHandler<PageNotifyMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PageNotifyMessagesQuery): Promise<PageResult<NotifyMessageVO>> {
    const where: FilterQuery<NotifyMessage> = { tenantId };
    if (filter.userId !== undefined) where.userId = filter.userId;
    if (filter.userType !== undefined) where.userType = filter.userType;
    if (filter.templateCode) where.templateCode = filter.templateCode;
    if (filter.templateType !== undefined) where.templateType = filter.templateType;
    return pageOfMessages(this.em.fork(), where, filter);
  }
}
