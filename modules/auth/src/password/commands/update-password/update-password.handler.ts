import { AccessCache, BizError, hashPassword, verifyPassword } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthErrors } from '../../../auth.errors';
import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { LoginAttempts } from '../../../sign-in/infrastructure/login-attempts.store';
import { UpdatePasswordCommand } from './update-password.command';

@CommandHandler(UpdatePasswordCommand)
export class UpdatePasswordHandler implements ICommandHandler<UpdatePasswordCommand, boolean> {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: SystemAccounts,
    private readonly tokens: TokenRepository,
    private readonly cache: AccessCache,
    private readonly attempts: LoginAttempts,
  ) {}

  async execute({ tenantId, userId, currentAccessToken, oldPassword, newPassword }: UpdatePasswordCommand): Promise<boolean> {
    const user = await this.accounts.find(tenantId, { id: userId });
    if (!user) throw BizError.of(AuthErrors.USER_NOT_EXISTS);
    // a session holder may not guess the old password without limit (throttled like the login)
    await this.attempts.assertOldPasswordCheckAllowed(tenantId, userId);
    if (!(await verifyPassword(user.passwordHash, oldPassword))) {
      await this.attempts.recordOldPasswordFailure(tenantId, userId);
      throw BizError.of(AuthErrors.USER_PASSWORD_FAILED);
    }
    await this.attempts.oldPasswordAccepted(tenantId, userId);
    const hash = await hashPassword(newPassword);
    // every session but this one ends (and their live sockets with them), then the new password holds;
    // a password chosen by the user themselves lifts the must-change-password hold
    const ended = await this.em.fork().transactional((tx) => this.tokens.revokeOtherSessions(tx, userId, currentAccessToken));
    await this.cache.sessionsEnded(ended);
    await this.accounts.setPassword(tenantId, userId, hash, false);
    return true;
  }
}
