import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { User } from '../../domain/user.entity';
import { assertMayManage, assertNotSelf } from '../../domain/user-admin.rules';
import { AccessCache } from '@dha/server-core';
import { userDisabledEvent } from '../../domain/user-disabled.event';
import { getUsers, roleCodesOf } from '../../infrastructure/user-admin.repository';
import { DeleteUsersCommand } from './delete-users.command';

@CommandHandler(DeleteUsersCommand)
export class DeleteUsersHandler implements ICommandHandler<DeleteUsersCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccessCache,
  ) {}

  async execute({ user: caller, ids }: DeleteUsersCommand): Promise<true> {
    const tenantId = caller.tenantId;
    assertNotSelf(caller, ids);
    const em = this.em.fork();
    const users = await getUsers(em, tenantId, ids);
    const codes = await roleCodesOf(em, ids);
    for (const u of users) assertMayManage(caller, codes.get(u.id) ?? []);
    await em.transactional(async (tx) => {
      // their sessions and sockets end with the account (user-disabled events, same transaction)
      await tx.nativeDelete(User, { id: { $in: ids }, tenantId });
      tx.persist(ids.map((id) => userDisabledEvent(id, true)));
    });
    await this.cache.usersChanged(tenantId, ids);
    return true;
  }
}
