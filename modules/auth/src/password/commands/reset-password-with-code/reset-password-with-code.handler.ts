import { CommonStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthErrors } from '../../auth.errors';
import { User } from '../../domain';
import { hashPassword } from '../../domain/password';
import { AccessCache } from '../../infrastructure/access.cache';
import { LoginAttempts } from '../../infrastructure/login-attempts.store';
import { OneTimeCodes, PASSWORD_RESET_CODE } from '../../infrastructure/one-time-codes.store';
import { resetSubject } from '../forgot-password/forgot-password.handler';
import { TokenRepository } from '../../infrastructure/token.repository';
import { usernameIs } from '../../infrastructure/user-admin.repository';
import { ResetPasswordWithCodeCommand } from './reset-password-with-code.command';

@CommandHandler(ResetPasswordWithCodeCommand)
export class ResetPasswordWithCodeHandler implements ICommandHandler<ResetPasswordWithCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly codes: OneTimeCodes,
    private readonly tokens: TokenRepository,
    private readonly attempts: LoginAttempts,
    private readonly cache: AccessCache,
  ) {}

  async execute({ tenantId, username, code, password }: ResetPasswordWithCodeCommand): Promise<true> {
    const em = this.em.fork();
    const user = await em.findOne(User, { $and: [{ tenantId, status: CommonStatus.ENABLE }, usernameIs(username)] });
    // an unknown account answers like a wrong code (no account enumeration)
    if (!user || (await this.codes.consume(PASSWORD_RESET_CODE, resetSubject(tenantId, user.username), code)) !== 'ok')
      throw BizError.of(AuthErrors.PASSWORD_RESET_CODE_INVALID);
    const hash = await hashPassword(password);
    const ended = await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: user.id }, { password: hash, passwordChangeRequired: false, updateTime: new Date() });
      // whoever holds a session of the account may be the reason it was reset: every session ends
      return this.tokens.revokeAllSessions(tx, [user.id], false);
    });
    await this.cache.sessionsEnded(ended);
    await this.cache.usersChanged(tenantId, [user.id]);
    await this.attempts.unlock(tenantId, user.username, user.id);
    return true;
  }
}
