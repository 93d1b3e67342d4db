import { CommonStatus } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FindMailOptedInUsersQuery, GetMailRecipientQuery, type MailRecipient } from '../contract/user.queries';
import { mailNotifyOf } from '../my-profile/profile.view';
import { User } from '../domain';

/** A user's mail address and opt-ins, read fresh each time (an opt-out takes effect at once). */
@QueryHandler(GetMailRecipientQuery)
export class GetMailRecipientHandler implements IQueryHandler<GetMailRecipientQuery, MailRecipient | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetMailRecipientQuery): Promise<MailRecipient | null> {
    if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) return null;
    const user = await this.em.fork().findOne(User, userId);
    if (!user) return null;
    return {
      userId: user.id,
      nickname: user.nickname,
      email: user.email,
      mailNotify: mailNotifyOf(user),
      enabled: user.status === CommonStatus.ENABLE,
    };
  }
}

@QueryHandler(FindMailOptedInUsersQuery)
export class FindMailOptedInUsersHandler implements IQueryHandler<FindMailOptedInUsersQuery, number[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds, kind }: FindMailOptedInUsersQuery): Promise<number[]> {
    const ids = userIds.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
    if (!ids.length) return [];
    const rows = await this.em
      .getConnection()
      .execute<Array<{ id: number }>>(
        `select id from system_users where id = any(?::int[]) and status = ? and coalesce(email, '') <> '' and ? = any(mail_notify)`,
        [`{${ids.join(',')}}`, CommonStatus.ENABLE, kind],
      );
    return rows.map((r) => Number(r.id));
  }
}
