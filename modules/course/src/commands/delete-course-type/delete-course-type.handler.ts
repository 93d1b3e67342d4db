import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseErrors } from '../../course.errors';
import { codeSeriesOfType, coursesOfType, getCourseType } from '../../infrastructure/course-type.repository';
import { DeleteCourseTypeCommand } from './delete-course-type.command';

@CommandHandler(DeleteCourseTypeCommand)
export class DeleteCourseTypeHandler implements ICommandHandler<DeleteCourseTypeCommand, true> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, id }: DeleteCourseTypeCommand): Promise<true> {
    const em = this.em.fork();
    const type = await getCourseType(em, user.tenantId, id);
    const uses = (await coursesOfType(em, type)) + (await codeSeriesOfType(em, type));
    if (uses > 0) throw new BizError(CourseErrors.TYPE_IN_USE, type.name);
    await em.remove(type).flush();
    return true;
  }
}
