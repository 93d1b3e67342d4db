import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { LoginAttempts } from '../../infrastructure/login-attempts.store';
import { UnlockUserCommand } from './unlock-user.command';

@CommandHandler(UnlockUserCommand)
export class UnlockUserHandler implements ICommandHandler<UnlockUserCommand> {
  constructor(
    private readonly accounts: SystemAccounts,
    private readonly attempts: LoginAttempts,
  ) {}

  async execute({ user: caller, id }: UnlockUserCommand): Promise<true> {
    const user = await this.accounts.manageable(caller, id);
    await this.attempts.unlock(caller.tenantId, user.username, user.id);
    return true;
  }
}
