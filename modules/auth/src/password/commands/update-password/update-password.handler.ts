import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessCache } from '../../infrastructure/access.cache';
import { LoginAttempts } from '../../infrastructure/login-attempts.store';
import { TokenRepository } from '../../infrastructure/token.repository';
import { AuthErrors } from '../../auth.errors';
import { User } from '../../domain';
import { hashPassword, verifyPassword } from '../../domain/password';
import { UpdatePasswordCommand } from './update-password.command';

@CommandHandler(UpdatePasswordCommand)
export class UpdatePasswordHandler implements ICommandHandler<UpdatePasswordCommand, boolean> {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenRepository,
    private readonly cache: AccessCache,
    private readonly attempts: LoginAttempts,
  ) {}

  async execute({ userId, currentAccessToken, oldPassword, newPassword }: UpdatePasswordCommand): Promise<boolean> {
    const em = this.em.fork();
    const user = await em.findOne(User, userId, { populate: ['password'] });
    if (!user) throw BizError.of(AuthErrors.USER_NOT_EXISTS);
    // a session holder may not guess the old password without limit (throttled like the login)
    await this.attempts.assertOldPasswordCheckAllowed(user.tenantId, userId);
    if (!(await verifyPassword(user.password, oldPassword))) {
      await this.attempts.recordOldPasswordFailure(user.tenantId, userId);
      throw BizError.of(AuthErrors.USER_PASSWORD_FAILED);
    }
    await this.attempts.oldPasswordAccepted(user.tenantId, userId);
    const hash = await hashPassword(newPassword);
    const ended = await em.transactional(async (tx) => {
      // a password chosen by the user themselves lifts the must-change-password hold
      await tx.nativeUpdate(User, { id: userId }, { password: hash, passwordChangeRequired: false, updateTime: new Date() });
      // every session but this one ends now (and their live sockets with them)
      return this.tokens.revokeOtherSessions(tx, userId, currentAccessToken);
    });
    await this.cache.sessionsEnded(ended);
    if (user.passwordChangeRequired) await this.cache.usersChanged(user.tenantId, [userId]);
    return true;
  }
}
