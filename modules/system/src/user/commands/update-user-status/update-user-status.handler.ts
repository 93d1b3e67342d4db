import { CommonStatus } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { User } from '../../domain/user.entity';
import { assertNotSelf } from '../../domain/user-admin.rules';
import { GrantRule } from '../../../permission/domain/grant-rule';
import { AccessCache } from '@dha/server-core';
import { userDisabledEvent } from '../../domain/user-disabled.event';
import { getUser } from '../../infrastructure/user-admin.repository';
import { UpdateUserStatusCommand } from './update-user-status.command';

@CommandHandler(UpdateUserStatusCommand)
export class UpdateUserStatusHandler implements ICommandHandler<UpdateUserStatusCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccessCache,
    private readonly grants: GrantRule,
  ) {}

  async execute({ user: caller, id, status }: UpdateUserStatusCommand): Promise<true> {
    const tenantId = caller.tenantId;
    if (status === CommonStatus.DISABLE) assertNotSelf(caller, [id]);
    const em = this.em.fork();
    const user = await getUser(em, tenantId, id);
    await this.grants.assertMayManageUsers(caller, [id]);
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id, tenantId }, { status, updateTime: new Date() });
      // a disabled account's sessions end: a user-disabled event revokes its tokens and drops its sockets
      if (status === CommonStatus.DISABLE && user.status !== CommonStatus.DISABLE) tx.persist(userDisabledEvent(id));
    });
    await this.cache.usersChanged(tenantId, [id]);
    return true;
  }
}
