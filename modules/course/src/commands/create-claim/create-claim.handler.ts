import { ClaimStatus } from '@dha/contracts';
import { BizError, operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseErrors } from '../../course.errors';
import { CourseClaim, TEACHER_ROLES } from '../../domain';
import { flushClaim } from '../../infrastructure/claim.repository';
import { findLiveCourse } from '../../infrastructure/course.read-model';
import { CreateClaimCommand } from './create-claim.command';

@CommandHandler(CreateClaimCommand)
export class CreateClaimHandler implements ICommandHandler<CreateClaimCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, courseId }: CreateClaimCommand): Promise<number> {
    if (!user.roles.some((r) => TEACHER_ROLES.includes(r))) throw BizError.of(CourseErrors.CLAIM_NOT_TEACHER);
    const em = this.em.fork();
    const course = await findLiveCourse(em, user.tenantId, courseId);
    if (!course) throw BizError.of(CourseErrors.COURSE_NOT_EXISTS);
    if (course.teachers.count() > 0) throw new BizError(CourseErrors.CLAIM_COURSE_HAS_TEACHER, course.name);
    const existing = await em.findOne(CourseClaim, { courseId, teacherUserId: user.id });
    if (existing) {
      if (existing.status !== ClaimStatus.IGNORE) throw BizError.of(CourseErrors.CLAIM_DUPLICATE);
      existing.status = ClaimStatus.INIT; // an ignored teacher may ask again while the course is still free
      existing.updater = operatorOf(user);
      await em.flush();
      return existing.id;
    }
    const claim = em.create(CourseClaim, { tenantId: user.tenantId, courseId, teacherUserId: user.id, updater: operatorOf(user) });
    await flushClaim(em);
    return claim.id;
  }
}
