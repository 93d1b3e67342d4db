import { ClassStatus } from '@dha/contracts';
import { BizError, operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseEventTypes } from '../../contract/course.events';
import { applyCourseFields, Course, courseEvent, CourseInputCheck, RichText } from '../../domain';
import { assertCourseCodeFree, flushCourse } from '../../infrastructure/course.repository';
import { CourseScopes } from '../../infrastructure/course-scope';
import { CreateCourseCommand } from './create-course.command';

@CommandHandler(CreateCourseCommand)
export class CreateCourseHandler implements ICommandHandler<CreateCourseCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly check: CourseInputCheck,
    private readonly richText: RichText,
    private readonly scopes: CourseScopes,
  ) {}

  async execute({ user, input }: CreateCourseCommand): Promise<number> {
    const em = this.em.fork();
    await this.check.assertValid(em, user.tenantId, input);
    if (input.status === ClassStatus.PAUSED) throw BizError.badRequest('status: 新建课程不能是已暂停');
    await assertCourseCodeFree(em, user.tenantId, input.code);
    if (input.deptId !== undefined) await this.check.assertDept(user.tenantId, input.deptId, (await this.scopes.of(user)).grant);
    const replyDeadlineHours = input.replyDeadlineHours ?? (await this.check.defaultReplyDeadlineHours());
    return em.transactional(async (tx) => {
      const course = tx.create(Course, {
        tenantId: user.tenantId,
        name: input.name,
        code: input.code,
        type: input.type,
        startTime: new Date(input.startTime),
        endTime: new Date(input.endTime),
        signupStartTime: new Date(input.signupStartTime),
        signupEndTime: new Date(input.signupEndTime),
        status: input.status ?? ClassStatus.BEFORE_CLASS,
        replyDeadlineHours,
        deptId: input.deptId ?? user.deptId,
        creator: operatorOf(user),
        updater: operatorOf(user),
      });
      applyCourseFields(tx, course, input, this.richText);
      await flushCourse(tx, input.code);
      tx.persist(courseEvent(CourseEventTypes.CREATED, course, user.id));
      await tx.flush();
      return course.id;
    });
  }
}
