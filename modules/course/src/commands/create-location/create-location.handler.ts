import { operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Location, locationFields, RichText } from '../../domain';
import { CreateLocationCommand } from './create-location.command';

@CommandHandler(CreateLocationCommand)
export class CreateLocationHandler implements ICommandHandler<CreateLocationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly richText: RichText,
  ) {}

  async execute({ user, input }: CreateLocationCommand): Promise<number> {
    const em = this.em.fork();
    const location = em.create(Location, {
      tenantId: user.tenantId,
      name: input.name,
      creator: operatorOf(user),
      updater: operatorOf(user),
    });
    em.assign(location, locationFields(input, this.richText));
    await em.flush();
    return location.id;
  }
}
