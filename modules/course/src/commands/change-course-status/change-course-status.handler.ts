import { operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseEventTypes } from '../../contract/course.events';
import { changeClassStatus, courseEvent } from '../../domain';
import { lockLiveCourse } from '../../infrastructure/course.repository';
import { CourseScopes } from '../../infrastructure/course-scope';
import { ChangeCourseStatusCommand } from './change-course-status.command';

@CommandHandler(ChangeCourseStatusCommand)
export class ChangeCourseStatusHandler implements ICommandHandler<ChangeCourseStatusCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly scopes: CourseScopes,
  ) {}

  async execute({ user, tenantId, id, status }: ChangeCourseStatusCommand): Promise<true> {
    // a staff member acts within their data scope; the scheduler (no user) on every course
    const scope = user ? await this.scopes.of(user) : undefined;
    return this.em.fork().transactional(async (tx) => {
      const course = await lockLiveCourse(tx, tenantId, id, scope);
      await tx.populate(course, ['teachers']);
      const previousStatus = course.status;
      changeClassStatus(course, status);
      course.updater = operatorOf(user ?? undefined);
      tx.persist(courseEvent(CourseEventTypes.STATUS_CHANGED, course, user?.id ?? null, { previousStatus }));
      await tx.flush();
      return true as const;
    });
  }
}
