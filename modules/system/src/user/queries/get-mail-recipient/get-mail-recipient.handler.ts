import { CommonStatus, isRowId } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetMailRecipientQuery, type MailRecipient } from '../../../contract/user.queries';
import { User } from '../../domain/user.entity';
import { mailNotifyOf } from '../../../profile/domain/profile.view';

/** A user's mail address and opt-ins, read fresh each time (an opt-out takes effect at once). */
@QueryHandler(GetMailRecipientQuery)
export class GetMailRecipientHandler implements IQueryHandler<GetMailRecipientQuery, MailRecipient | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetMailRecipientQuery): Promise<MailRecipient | null> {
    if (!isRowId(userId)) return null;
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
