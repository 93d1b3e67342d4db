import { CommonStatus } from '@dha/contracts';
import { AccessCache, BizError, hashPassword } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthErrors } from '../../../auth.errors';
import { OneTimeCodes, PASSWORD_RESET_CODE } from '../../../infrastructure/one-time-codes.store';
import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { LoginAttempts } from '../../../sign-in/infrastructure/login-attempts.store';
import { resetSubject } from '../forgot-password/forgot-password.handler';
import { ResetPasswordWithCodeCommand } from './reset-password-with-code.command';

@CommandHandler(ResetPasswordWithCodeCommand)
export class ResetPasswordWithCodeHandler implements ICommandHandler<ResetPasswordWithCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: SystemAccounts,
    private readonly codes: OneTimeCodes,
    private readonly tokens: TokenRepository,
    private readonly attempts: LoginAttempts,
    private readonly cache: AccessCache,
  ) {}

  async execute({ tenantId, username, code, password }: ResetPasswordWithCodeCommand): Promise<true> {
    const found = await this.accounts.find(tenantId, { username });
    const user = found?.status === CommonStatus.ENABLE ? found : null;
    // an unknown account answers like a wrong code (no account enumeration)
    if (!user || (await this.codes.consume(PASSWORD_RESET_CODE, resetSubject(tenantId, user.username), code)) !== 'ok')
      throw BizError.of(AuthErrors.PASSWORD_RESET_CODE_INVALID);
    const hash = await hashPassword(password);
    // whoever holds a session of the account may be the reason it was reset: every session ends first
    // (a failure after it leaves the old password and no session: the reset can be asked again)
    const ended = await this.em.fork().transactional((tx) => this.tokens.revokeAllSessions(tx, [user.id], true));
    await this.cache.sessionsEnded(ended);
    await this.accounts.setPassword(tenantId, user.id, hash, false);
    await this.attempts.unlock(tenantId, user.username, user.id);
    return true;
  }
}
