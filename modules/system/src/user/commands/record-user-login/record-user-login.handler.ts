import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RecordUserLoginCommand } from '../../../contract/account.commands';
import { User } from '../../domain/user.entity';

@CommandHandler(RecordUserLoginCommand)
export class RecordUserLoginHandler implements ICommandHandler<RecordUserLoginCommand, void> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, userId, ip }: RecordUserLoginCommand): Promise<void> {
    await this.em.fork().nativeUpdate(User, { id: userId, tenantId }, { loginIp: ip, loginDate: new Date() });
  }
}
