import { AccessCache, BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SetUserPasswordCommand } from '../../../contract/account.commands';
import { SystemErrors } from '../../../system.errors';
import { User } from '../../domain/user.entity';

@CommandHandler(SetUserPasswordCommand)
export class SetUserPasswordHandler implements ICommandHandler<SetUserPasswordCommand, void> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccessCache,
  ) {}

  async execute({ tenantId, userId, passwordHash, changeRequired }: SetUserPasswordCommand): Promise<void> {
    const changed = await this.em
      .fork()
      .nativeUpdate(
        User,
        { id: userId, tenantId },
        { password: passwordHash, passwordChangeRequired: changeRequired, updateTime: new Date() },
      );
    if (!changed) throw BizError.of(SystemErrors.USER_NOT_EXISTS);
    // the must-change-password hold is part of the user's access
    await this.cache.usersChanged(tenantId, [userId]);
  }
}
