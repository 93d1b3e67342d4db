import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseErrors } from '../../course.errors';
import { coursesAt, getLocation } from '../../infrastructure/location.repository';
import { DeleteLocationCommand } from './delete-location.command';

@CommandHandler(DeleteLocationCommand)
export class DeleteLocationHandler implements ICommandHandler<DeleteLocationCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, id }: DeleteLocationCommand): Promise<true> {
    const em = this.em.fork();
    const location = await getLocation(em, user.tenantId, id);
    if (await coursesAt(em, location)) throw new BizError(CourseErrors.LOCATION_IN_USE, location.name);
    await em.remove(location).flush();
    return true;
  }
}
