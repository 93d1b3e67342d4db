import { ClaimStatus, RoleCode } from '@dha/contracts';
import { BizError, type LoginUser } from '@dha/server-core';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseEventTypes } from '../contract/course.events';
import { courseEvent } from '../course/course.commands';
import { CourseErrors } from '../course.errors';
import { Course, CourseClaim, CourseTeacher } from '../domain';
import { operatorOf } from '@dha/server-core';

/** A teacher asks to take a course that has no teacher yet (status INIT). */
export class CreateClaimCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly courseId: number,
  ) {
    super();
  }
}

/**
 * An admin decides a claim. The rule: DONE adds the teacher to the course and turns every other
 * open (INIT) claim of that course into IGNORE; IGNORE only closes this claim. Decided claims are final.
 */
export class DecideClaimCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
    readonly status: number,
  ) {
    super();
  }
}

const TEACHER_ROLES: string[] = [RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER];

@CommandHandler(CreateClaimCommand)
export class CreateClaimHandler implements ICommandHandler<CreateClaimCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, courseId }: CreateClaimCommand): Promise<number> {
    if (!user.roles.some((r) => TEACHER_ROLES.includes(r))) throw BizError.of(CourseErrors.CLAIM_NOT_TEACHER);
    const em = this.em.fork();
    const course = await em.findOne(Course, { id: courseId, tenantId: user.tenantId, deleted: false }, { populate: ['teachers'] });
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
    try {
      await em.flush();
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) throw BizError.of(CourseErrors.CLAIM_DUPLICATE);
      throw e;
    }
    return claim.id;
  }
}

@CommandHandler(DecideClaimCommand)
export class DecideClaimHandler implements ICommandHandler<DecideClaimCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ user, id, status }: DecideClaimCommand): Promise<true> {
    return this.em.fork().transactional(async (tx) => {
      const claim = await tx.findOne(CourseClaim, { id, tenantId: user.tenantId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!claim) throw BizError.of(CourseErrors.CLAIM_NOT_EXISTS);
      if (claim.status !== ClaimStatus.INIT) throw BizError.of(CourseErrors.CLAIM_ALREADY_DECIDED);
      claim.status = status;
      claim.updater = operatorOf(user);
      if (status === ClaimStatus.DONE) {
        const course = await tx.findOne(
          Course,
          { id: claim.courseId, tenantId: user.tenantId, deleted: false },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!course) throw BizError.of(CourseErrors.COURSE_NOT_EXISTS);
        await tx.populate(course, ['teachers']);
        if (course.teachers.count() > 0) throw new BizError(CourseErrors.CLAIM_COURSE_HAS_TEACHER, course.name);
        course.teachers.add(tx.create(CourseTeacher, { tenantId: course.tenantId, course, teacherUserId: claim.teacherUserId, sort: 0 }));
        course.updater = operatorOf(user);
        const others = await tx.find(CourseClaim, { courseId: claim.courseId, status: ClaimStatus.INIT, id: { $ne: claim.id } });
        for (const other of others) {
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

export const claimCommandHandlers = [CreateClaimHandler, DecideClaimHandler];
