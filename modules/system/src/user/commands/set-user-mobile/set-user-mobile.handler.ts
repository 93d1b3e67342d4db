import { AccessCache } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SetUserMobileCommand } from '../../../contract/account.commands';
import { checkContactsUnique, contactRaceError, getUser } from '../../infrastructure/user-admin.repository';

@CommandHandler(SetUserMobileCommand)
export class SetUserMobileHandler implements ICommandHandler<SetUserMobileCommand, void> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccessCache,
  ) {}

  async execute({ tenantId, userId, mobile }: SetUserMobileCommand): Promise<void> {
    await this.em
      .fork()
      .transactional(async (em) => {
        const user = await getUser(em, tenantId, userId);
        await checkContactsUnique(em, tenantId, { id: userId, mobile });
        user.mobile = mobile;
      })
      .catch((e: unknown) => {
        throw contactRaceError(e);
      });
    await this.cache.usersChanged(tenantId, [userId]);
  }
}
