import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { User } from '../../domain';
import { assertMayManage, assertNotSelf } from '../../domain/user-admin.rules';
import { AccessCache } from '../../infrastructure/access.cache';
import { TokenRepository } from '../../infrastructure/token.repository';
import { getUsers, roleCodesOf } from '../../infrastructure/user-admin.repository';
import { DeleteUsersCommand } from './delete-users.command';

@CommandHandler(DeleteUsersCommand)
export class DeleteUsersHandler implements ICommandHandler<DeleteUsersCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenRepository,
    private readonly cache: AccessCache,
  ) {}

  async execute({ user: caller, ids }: DeleteUsersCommand): Promise<true> {
    const tenantId = caller.tenantId;
    assertNotSelf(caller, ids);
    const em = this.em.fork();
    const users = await getUsers(em, tenantId, ids);
    const codes = await roleCodesOf(em, ids);
    for (const u of users) assertMayManage(caller, codes.get(u.id) ?? []);
    const ended = await em.transactional(async (tx) => {
      // their sessions and sockets end with the account (user-disabled events, same transaction)
      const revoked = await this.tokens.revokeAllSessions(tx, ids, true);
      await tx.nativeDelete(User, { id: { $in: ids }, tenantId });
      return revoked;
    });
    await this.cache.sessionsEnded(ended);
    await this.cache.usersChanged(tenantId, ids);
    return true;
  }
}
