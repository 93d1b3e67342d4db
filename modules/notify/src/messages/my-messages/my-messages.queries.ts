import { NotifyUserType, type NotifyMessageVO, type PageResult } from '@dha/contracts';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotifyMessage } from '../notify-message.entity';
import { pageOfMessages, toMessageVO } from '../notify-message.vo';
import type { MyNotifyMessagePageDto } from './my-messages.dto';

/** Whose messages: the caller, in their tenant, as an admin-API user (contract §5: userType 2). */
export interface Reader {
  tenantId: number;
  userId: number;
}

const mine = (r: Reader): { tenantId: number; userId: number; userType: number } => ({
  tenantId: r.tenantId,
  userId: r.userId,
  userType: NotifyUserType.ADMIN,
});

export class MyNotifyMessagePageQuery extends Query<PageResult<NotifyMessageVO>> {
  constructor(
    readonly reader: Reader,
    readonly filter: MyNotifyMessagePageDto,
  ) {
    super();
  }
}

export class MyUnreadMessagesQuery extends Query<NotifyMessageVO[]> {
  constructor(
    readonly reader: Reader,
    readonly size: number,
  ) {
    super();
  }
}

export class MyUnreadCountQuery extends Query<number> {
  constructor(readonly reader: Reader) {
    super();
  }
}

@QueryHandler(MyNotifyMessagePageQuery)
export class MyNotifyMessagePageHandler implements IQueryHandler<MyNotifyMessagePageQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reader, filter }: MyNotifyMessagePageQuery): Promise<PageResult<NotifyMessageVO>> {
    const where: FilterQuery<NotifyMessage> = { ...mine(reader) };
    if (filter.readStatus !== undefined) where.readStatus = filter.readStatus;
    return pageOfMessages(this.em.fork(), where, filter);
  }
}

@QueryHandler(MyUnreadMessagesQuery)
export class MyUnreadMessagesHandler implements IQueryHandler<MyUnreadMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reader, size }: MyUnreadMessagesQuery): Promise<NotifyMessageVO[]> {
    const rows = await this.em.fork().find(NotifyMessage, { ...mine(reader), readStatus: false }, { orderBy: { id: 'desc' }, limit: size });
    return rows.map(toMessageVO);
  }
}

@QueryHandler(MyUnreadCountQuery)
export class MyUnreadCountHandler implements IQueryHandler<MyUnreadCountQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ reader }: MyUnreadCountQuery): Promise<number> {
    return this.em.fork().count(NotifyMessage, { ...mine(reader), readStatus: false });
  }
}
