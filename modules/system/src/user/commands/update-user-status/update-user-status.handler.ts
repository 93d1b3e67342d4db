import { CommonStatus } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { User } from '../../domain';
import { assertMayManage, assertNotSelf } from '../../domain/user-admin.rules';
import { AccessCache } from '../../infrastructure/access.cache';
import { TokenRepository } from '../../infrastructure/token.repository';
import { getUser, roleCodesOf } from '../../infrastructure/user-admin.repository';
import { UpdateUserStatusCommand } from './update-user-status.command';

@CommandHandler(UpdateUserStatusCommand)
export class UpdateUserStatusHandler implements ICommandHandler<UpdateUserStatusCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenRepository,
    private readonly cache: AccessCache,
  ) {}

  async execute({ user: caller, id, status }: UpdateUserStatusCommand): Promise<true> {
    const tenantId = caller.tenantId;
    if (status === CommonStatus.DISABLE) assertNotSelf(caller, [id]);
    const em = this.em.fork();
    const user = await getUser(em, tenantId, id);
    assertMayManage(caller, (await roleCodesOf(em, [id])).get(id) ?? []);
    const ended = await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id, tenantId }, { status, updateTime: new Date() });
      // a disabled account's sessions end now: tokens revoked, a user-disabled event drops its sockets
      return status === CommonStatus.DISABLE && user.status !== CommonStatus.DISABLE ? this.tokens.revokeAllSessions(tx, [id], true) : [];
    });
    await this.cache.sessionsEnded(ended);
    await this.cache.usersChanged(tenantId, [id]);
    return true;
  }
}
