import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LoginAttempts } from '../../infrastructure/login-attempts.store';
import { getUser } from '../../infrastructure/user-admin.repository';
import { UnlockUserCommand } from './unlock-user.command';

@CommandHandler(UnlockUserCommand)
export class UnlockUserHandler implements ICommandHandler<UnlockUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly attempts: LoginAttempts,
  ) {}

  async execute({ user: caller, id }: UnlockUserCommand): Promise<true> {
    const user = await getUser(this.em.fork(), caller.tenantId, id);
    await this.attempts.unlock(caller.tenantId, user.username, user.id);
    return true;
  }
}
