import { operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { locationFields } from '../../domain';
import { getLocation } from '../../infrastructure/location.repository';
import { UpdateLocationCommand } from './update-location.command';

@CommandHandler(UpdateLocationCommand)
export class UpdateLocationHandler implements ICommandHandler<UpdateLocationCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: UpdateLocationCommand): Promise<true> {
    const em = this.em.fork();
    const location = await getLocation(em, user.tenantId, input.id);
    em.assign(location, { ...locationFields(input), updater: operatorOf(user) });
    await em.flush();
    return true;
  }
}
