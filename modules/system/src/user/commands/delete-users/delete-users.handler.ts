import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { User } from '../../domain/user.entity';
import { assertNotSelf } from '../../domain/user-admin.rules';
import { GrantRule } from '../../../permission/domain/grant-rule';
import { AccessCache } from '@dha/server-core';
import { userDisabledEvent } from '../../domain/user-disabled.event';
import { getUsers } from '../../infrastructure/user-admin.repository';
import { DeleteUsersCommand } from './delete-users.command';

@CommandHandler(DeleteUsersCommand)
export class DeleteUsersHandler implements ICommandHandler<DeleteUsersCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccessCache,
    private readonly grants: GrantRule,
  ) {}

  async execute({ user: caller, ids }: DeleteUsersCommand): Promise<true> {
    const tenantId = caller.tenantId;
    assertNotSelf(caller, ids);
    const em = this.em.fork();
    await getUsers(em, tenantId, ids);
    await this.grants.assertMayManageUsers(caller, ids);
    await em.transactional(async (tx) => {
      // their sessions and sockets end with the account (user-disabled events, same transaction)
      await tx.nativeDelete(User, { id: { $in: ids }, tenantId });
      tx.persist(ids.map((id) => userDisabledEvent(id, true)));
    });
    await this.cache.usersChanged(tenantId, ids);
    return true;
  }
}
