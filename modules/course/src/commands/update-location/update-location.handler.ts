import { operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { locationFields, RichText } from '../../domain';
import { getLocation } from '../../infrastructure/location.repository';
import { UpdateLocationCommand } from './update-location.command';

@CommandHandler(UpdateLocationCommand)
export class UpdateLocationHandler implements ICommandHandler<UpdateLocationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly richText: RichText,
  ) {}

  async execute({ user, input }: UpdateLocationCommand): Promise<true> {
    const em = this.em.fork();
    const location = await getLocation(em, user.tenantId, input.id);
    em.assign(location, { ...locationFields(input, this.richText), updater: operatorOf(user) });
    await em.flush();
    return true;
  }
}
