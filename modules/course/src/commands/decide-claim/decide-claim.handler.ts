import { ClaimStatus } from '@dha/contracts';
import { BizError, operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseEventTypes } from '../../contract/course.events';
import { CourseErrors } from '../../course.errors';
import { courseEvent, CourseTeacher } from '../../domain';
import { lockClaim, otherOpenClaims } from '../../infrastructure/claim.repository';
import { lockLiveCourse } from '../../infrastructure/course.repository';
import { DecideClaimCommand } from './decide-claim.command';

@CommandHandler(DecideClaimCommand)
export class DecideClaimHandler implements ICommandHandler<DecideClaimCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ user, id, status }: DecideClaimCommand): Promise<true> {
    return this.em.fork().transactional(async (tx) => {
      const claim = await lockClaim(tx, user.tenantId, id);
      if (claim.status !== ClaimStatus.INIT) throw BizError.of(CourseErrors.CLAIM_ALREADY_DECIDED);
      claim.status = status;
      claim.updater = operatorOf(user);
      if (status === ClaimStatus.DONE) {
        const course = await lockLiveCourse(tx, user.tenantId, claim.courseId);
        await tx.populate(course, ['teachers']);
        if (course.teachers.count() > 0) throw new BizError(CourseErrors.CLAIM_COURSE_HAS_TEACHER, course.name);
        course.teachers.add(tx.create(CourseTeacher, { tenantId: course.tenantId, course, teacherUserId: claim.teacherUserId, sort: 0 }));
        course.updater = operatorOf(user);
        for (const other of await otherOpenClaims(tx, claim)) {
          other.status = ClaimStatus.IGNORE;
          other.updater = operatorOf(user);
        }
        tx.persist(courseEvent(CourseEventTypes.TEACHER_CLAIMED, course, user.id));
      }
      await tx.flush();
      return true as const;
    });
  }
}
