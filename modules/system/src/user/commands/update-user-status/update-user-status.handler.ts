import { CommonStatus } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { User } from '../../domain/user.entity';
import { assertMayManage, assertNotSelf } from '../../domain/user-admin.rules';
import { AccessCache } from '@dha/server-core';
import { userDisabledEvent } from '../../domain/user-disabled.event';
import { getUser, roleCodesOf } from '../../infrastructure/user-admin.repository';
import { UpdateUserStatusCommand } from './update-user-status.command';

@CommandHandler(UpdateUserStatusCommand)
export class UpdateUserStatusHandler implements ICommandHandler<UpdateUserStatusCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccessCache,
  ) {}

  async execute({ user: caller, id, status }: UpdateUserStatusCommand): Promise<true> {
    const tenantId = caller.tenantId;
    if (status === CommonStatus.DISABLE) assertNotSelf(caller, [id]);
    const em = this.em.fork();
    const user = await getUser(em, tenantId, id);
    assertMayManage(caller, (await roleCodesOf(em, [id])).get(id) ?? []);
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id, tenantId }, { status, updateTime: new Date() });
      // a disabled account's sessions end: a user-disabled event revokes its tokens and drops its sockets
      if (status === CommonStatus.DISABLE && user.status !== CommonStatus.DISABLE) tx.persist(userDisabledEvent(id));
    });
    await this.cache.usersChanged(tenantId, [id]);
    return true;
  }
}
