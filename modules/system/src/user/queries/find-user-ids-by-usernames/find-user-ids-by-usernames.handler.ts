import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FindUserIdsByUsernamesQuery } from '../../../contract/user.queries';
import { User } from '../../domain/user.entity';

@QueryHandler(FindUserIdsByUsernamesQuery)
export class FindUserIdsByUsernamesHandler implements IQueryHandler<FindUserIdsByUsernamesQuery, Record<string, number>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, usernames }: FindUserIdsByUsernamesQuery): Promise<Record<string, number>> {
    const names = [...new Set(usernames)].slice(0, 1000);
    if (!names.length) return {};
    const users = await this.em.fork().find(User, { tenantId, username: { $in: names } });
    return Object.fromEntries(users.map((u) => [u.username, u.id]));
  }
}
