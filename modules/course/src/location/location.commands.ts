import { CommonStatus } from '@dha/contracts';
import { BizError, type LoginUser } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseErrors } from '../course.errors';
import { Course, Location } from '../domain';
import { operatorOf } from '@dha/server-core';
import { sanitizeRichText } from '../shared/rich-text';
import type { LocationCreateDto, LocationUpdateDto } from './location.dto';

export class CreateLocationCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: LocationCreateDto,
  ) {
    super();
  }
}

export class UpdateLocationCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: LocationUpdateDto,
  ) {
    super();
  }
}

export class DeleteLocationCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
  ) {
    super();
  }
}

function fields(input: LocationCreateDto): Partial<Location> {
  return {
    name: input.name.trim(),
    address: input.address ?? '',
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    trafficGuide: sanitizeRichText(input.trafficGuide),
    sort: input.sort ?? 0,
    status: input.status ?? CommonStatus.ENABLE,
  };
}

@CommandHandler(CreateLocationCommand)
export class CreateLocationHandler implements ICommandHandler<CreateLocationCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: CreateLocationCommand): Promise<number> {
    const em = this.em.fork();
    const location = em.create(Location, { tenantId: user.tenantId, name: input.name, creator: operatorOf(user) });
    em.assign(location, fields(input));
    await em.flush();
    return location.id;
  }
}

@CommandHandler(UpdateLocationCommand)
export class UpdateLocationHandler implements ICommandHandler<UpdateLocationCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: UpdateLocationCommand): Promise<true> {
    const em = this.em.fork();
    const location = await em.findOne(Location, { id: input.id, tenantId: user.tenantId });
    if (!location) throw BizError.of(CourseErrors.LOCATION_NOT_EXISTS);
    em.assign(location, fields(input));
    await em.flush();
    return true;
  }
}

@CommandHandler(DeleteLocationCommand)
export class DeleteLocationHandler implements ICommandHandler<DeleteLocationCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, id }: DeleteLocationCommand): Promise<true> {
    const em = this.em.fork();
    const location = await em.findOne(Location, { id, tenantId: user.tenantId });
    if (!location) throw BizError.of(CourseErrors.LOCATION_NOT_EXISTS);
    const used = await em.count(Course, { tenantId: user.tenantId, locationId: id, deleted: false });
    if (used) throw new BizError(CourseErrors.LOCATION_IN_USE, location.name);
    await em.remove(location).flush();
    return true;
  }
}

export const locationCommandHandlers = [CreateLocationHandler, UpdateLocationHandler, DeleteLocationHandler];
