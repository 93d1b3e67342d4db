import { BizError, operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { CourseEventTypes } from '../../contract/course.events';
import { CountLiveSignupsOfCourseQuery } from '../../contract/course.queries';
import { CourseErrors } from '../../course.errors';
import { courseEvent } from '../../domain';
import { lockLiveCourse } from '../../infrastructure/course.repository';
import { CourseScopes } from '../../infrastructure/course-scope';
import { DeleteCourseCommand } from './delete-course.command';

@CommandHandler(DeleteCourseCommand)
export class DeleteCourseHandler implements ICommandHandler<DeleteCourseCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly scopes: CourseScopes,
  ) {}

  async execute({ user, id }: DeleteCourseCommand): Promise<true> {
    const scope = await this.scopes.of(user);
    return this.em.fork().transactional(async (tx) => {
      const course = await lockLiveCourse(tx, user.tenantId, id, scope);
      const live = await this.queryBus.execute(new CountLiveSignupsOfCourseQuery(id));
      if (live > 0) throw new BizError(CourseErrors.COURSE_HAS_SIGNUPS, course.name, live);
      await tx.populate(course, ['teachers']);
      course.deleted = true;
      course.published = false;
      course.updater = operatorOf(user);
      tx.persist(courseEvent(CourseEventTypes.DELETED, course, user.id));
      await tx.flush();
      return true as const;
    });
  }
}
