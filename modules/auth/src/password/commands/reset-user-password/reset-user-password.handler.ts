import { AccessCache, hashPassword } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { LoginAttempts } from '../../../sign-in/infrastructure/login-attempts.store';
import { ResetUserPasswordCommand } from './reset-user-password.command';

/** An admin sets a user's password: the user must choose another at the next sign-in. */
@CommandHandler(ResetUserPasswordCommand)
export class ResetUserPasswordHandler implements ICommandHandler<ResetUserPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: SystemAccounts,
    private readonly tokens: TokenRepository,
    private readonly attempts: LoginAttempts,
    private readonly cache: AccessCache,
  ) {}

  async execute({ user: caller, id, password }: ResetUserPasswordCommand): Promise<true> {
    const tenantId = caller.tenantId;
    const user = await this.accounts.manageable(caller, id);
    const hash = await hashPassword(password);
    // whoever held the old password is signed out first
    const ended = await this.em.fork().transactional((tx) => this.tokens.revokeAllSessions(tx, [id], true));
    await this.cache.sessionsEnded(ended);
    await this.accounts.setPassword(tenantId, id, hash, true);
    await this.attempts.unlock(tenantId, user.username, id);
    return true;
  }
}
