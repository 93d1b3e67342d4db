import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { User } from '../../domain';
import { hashPassword } from '../../domain/password';
import { assertMayManage } from '../../domain/user-admin.rules';
import { AccessCache } from '../../infrastructure/access.cache';
import { LoginAttempts } from '../../infrastructure/login-attempts.store';
import { TokenRepository } from '../../infrastructure/token.repository';
import { getUser, roleCodesOf } from '../../infrastructure/user-admin.repository';
import { ResetUserPasswordCommand } from './reset-user-password.command';

@CommandHandler(ResetUserPasswordCommand)
export class ResetUserPasswordHandler implements ICommandHandler<ResetUserPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenRepository,
    private readonly attempts: LoginAttempts,
    private readonly cache: AccessCache,
  ) {}

  async execute({ user: caller, id, password }: ResetUserPasswordCommand): Promise<true> {
    const tenantId = caller.tenantId;
    const em = this.em.fork();
    const user = await getUser(em, tenantId, id);
    assertMayManage(caller, (await roleCodesOf(em, [id])).get(id) ?? []);
    const hash = await hashPassword(password);
    const ended = await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id, tenantId }, { password: hash, passwordChangeRequired: true, updateTime: new Date() });
      // whoever held the old password is signed out
      return this.tokens.revokeAllSessions(tx, [id], false);
    });
    await this.cache.sessionsEnded(ended);
    await this.cache.usersChanged(tenantId, [id]);
    await this.attempts.unlock(tenantId, user.username, id);
    return true;
  }
}
