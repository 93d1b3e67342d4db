import { ClassStatus, type ClassStatusValue } from '@dha/contracts';
import { BizError, OutboxEvent, type LoginUser } from '@dha/server-core';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { CourseEventTypes, type CourseChanges, type CourseEventPayload } from '../contract/course.events';
import { CountLiveSignupsOfCourseQuery } from '../contract/course.queries';
import { CourseErrors } from '../course.errors';
import { changeClassStatus, Course, CourseSession, CourseTeacher, Location } from '../domain';
import { operatorOf } from '@dha/server-core';
import { sanitizeRichText } from '../shared/rich-text';
import { CourseInputCheck } from './course-input';
import type { CourseCreateDto, CourseUpdateDto } from './course.dto';

export class CreateCourseCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: CourseCreateDto,
  ) {
    super();
  }
}

export class UpdateCourseCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: CourseUpdateDto,
  ) {
    super();
  }
}

export class DeleteCourseCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
  ) {
    super();
  }
}

export class ChangeCourseStatusCommand extends Command<true> {
  constructor(
    readonly user: LoginUser | null,
    readonly tenantId: number,
    readonly id: number,
    readonly status: ClassStatusValue,
  ) {
    super();
  }
}

/** The outbox row of a course change (written in the same transaction as the change). */
export function courseEvent(type: string, course: Course, operatorId: number | null, extra: Partial<CourseEventPayload> = {}): OutboxEvent {
  const payload: CourseEventPayload = {
    courseId: course.id,
    tenantId: course.tenantId,
    code: course.code,
    name: course.name,
    status: course.status,
    published: course.published,
    teacherIds: course.teachers.isInitialized() ? course.teachers.getItems().map((t) => t.teacherUserId) : [],
    operatorId,
    ...extra,
  };
  return OutboxEvent.of({ type, aggregateType: 'course', aggregateId: course.id, payload: payload as unknown as Record<string, unknown> });
}

/** Copies the editable fields of a body onto a course (sessions and teachers replaced as a whole). */
function applyFields(em: EntityManager, course: Course, input: CourseCreateDto): void {
  course.name = input.name.trim();
  course.code = input.code;
  course.type = input.type;
  course.recruitmentType = input.recruitmentType || null;
  course.description = sanitizeRichText(input.description);
  course.coverUrl = input.coverUrl ?? '';
  course.locationId = input.locationId ?? null;
  course.startTime = new Date(input.startTime);
  course.endTime = new Date(input.endTime);
  course.signupStartTime = new Date(input.signupStartTime);
  course.signupEndTime = new Date(input.signupEndTime);
  course.formalStudentQuota = input.formalStudentQuota;
  course.candidateStudentQuota = input.candidateStudentQuota;
  course.formalVolunteerQuota = input.formalVolunteerQuota;
  course.candidateVolunteerQuota = input.candidateVolunteerQuota;
  course.fee = input.fee;
  if (input.needTeacherAudit !== undefined) course.needTeacherAudit = input.needTeacherAudit;
  if (input.replyDeadlineHours !== undefined) course.replyDeadlineHours = input.replyDeadlineHours;
  if (input.published !== undefined) course.published = input.published;

  course.sessions.removeAll();
  (input.sessions ?? []).forEach((s, i) => {
    course.sessions.add(
      em.create(CourseSession, {
        tenantId: course.tenantId,
        course,
        title: s.title,
        startTime: new Date(s.startTime),
        endTime: new Date(s.endTime),
        sort: i,
      }),
    );
  });

  const wanted = input.teacherIds ?? [];
  for (const link of course.teachers.getItems()) if (!wanted.includes(link.teacherUserId)) course.teachers.remove(link);
  wanted.forEach((teacherUserId, i) => {
    const existing = course.teachers.getItems().find((t) => t.teacherUserId === teacherUserId);
    if (existing) existing.sort = i;
    else course.teachers.add(em.create(CourseTeacher, { tenantId: course.tenantId, course, teacherUserId, sort: i }));
  });
}

async function flushCourse(em: EntityManager, code: string): Promise<void> {
  try {
    await em.flush();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw new BizError(CourseErrors.COURSE_CODE_DUPLICATE, code);
    throw e;
  }
}

@CommandHandler(CreateCourseCommand)
export class CreateCourseHandler implements ICommandHandler<CreateCourseCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly check: CourseInputCheck,
  ) {}

  async execute({ user, input }: CreateCourseCommand): Promise<number> {
    const em = this.em.fork();
    await this.check.assertValid(em, user.tenantId, input);
    if (input.status === ClassStatus.PAUSED) throw BizError.badRequest('status: 新建课程不能是已暂停');
    if (await em.count(Course, { tenantId: user.tenantId, code: input.code })) {
      throw new BizError(CourseErrors.COURSE_CODE_DUPLICATE, input.code);
    }
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
        creator: operatorOf(user),
        updater: operatorOf(user),
      });
      applyFields(tx, course, input);
      await flushCourse(tx, input.code);
      tx.persist(courseEvent(CourseEventTypes.CREATED, course, user.id));
      await tx.flush();
      return course.id;
    });
  }
}

@CommandHandler(UpdateCourseCommand)
export class UpdateCourseHandler implements ICommandHandler<UpdateCourseCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly check: CourseInputCheck,
  ) {}

  async execute({ user, input }: UpdateCourseCommand): Promise<true> {
    const em = this.em.fork();
    await this.check.assertValid(em, user.tenantId, input);
    return em.transactional(async (tx) => {
      const course = await tx.findOne(
        Course,
        { id: input.id, tenantId: user.tenantId, deleted: false },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!course) throw BizError.of(CourseErrors.COURSE_NOT_EXISTS);
      await tx.populate(course, ['sessions', 'teachers']);
      if (course.code !== input.code && (await tx.count(Course, { tenantId: user.tenantId, code: input.code }))) {
        throw new BizError(CourseErrors.COURSE_CODE_DUPLICATE, input.code);
      }
      const previousStatus = course.status;
      const before = { startTime: course.startTime.getTime(), endTime: course.endTime.getTime(), locationId: course.locationId };
      if (input.status !== undefined && input.status !== course.status) changeClassStatus(course, input.status);
      applyFields(tx, course, input);
      course.updater = operatorOf(user);
      await flushCourse(tx, input.code);
      const changes = await changesOf(tx, course, before);
      tx.persist(courseEvent(CourseEventTypes.UPDATED, course, user.id, changes ? { changes } : {}));
      if (previousStatus !== course.status) {
        tx.persist(courseEvent(CourseEventTypes.STATUS_CHANGED, course, user.id, { previousStatus }));
      }
      await tx.flush();
      return true as const;
    });
  }
}

/** What of a course's time and place an update changed (participants are told), or undefined. */
async function changesOf(
  em: EntityManager,
  course: Course,
  before: { startTime: number; endTime: number; locationId: number | null },
): Promise<CourseChanges | undefined> {
  const changes: CourseChanges = {};
  const startTime = course.startTime.getTime();
  const endTime = course.endTime.getTime();
  if (startTime !== before.startTime || endTime !== before.endTime) {
    changes.time = { startTime, endTime, previousStartTime: before.startTime, previousEndTime: before.endTime };
  }
  if (course.locationId !== before.locationId) {
    const ids = [course.locationId, before.locationId].filter((id): id is number => id !== null);
    const names = new Map((await em.find(Location, { id: { $in: ids } })).map((l) => [l.id, l.name]));
    changes.place = {
      locationId: course.locationId,
      locationName: course.locationId === null ? null : (names.get(course.locationId) ?? null),
      previousLocationId: before.locationId,
      previousLocationName: before.locationId === null ? null : (names.get(before.locationId) ?? null),
    };
  }
  return changes.time || changes.place ? changes : undefined;
}

/** Soft delete; refused while the course has live signups (pausing or completing it keeps them). */
@CommandHandler(DeleteCourseCommand)
export class DeleteCourseHandler implements ICommandHandler<DeleteCourseCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  execute({ user, id }: DeleteCourseCommand): Promise<true> {
    return this.em.fork().transactional(async (tx) => {
      const course = await tx.findOne(Course, { id, tenantId: user.tenantId, deleted: false }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!course) throw BizError.of(CourseErrors.COURSE_NOT_EXISTS);
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

@CommandHandler(ChangeCourseStatusCommand)
export class ChangeCourseStatusHandler implements ICommandHandler<ChangeCourseStatusCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ user, tenantId, id, status }: ChangeCourseStatusCommand): Promise<true> {
    return this.em.fork().transactional(async (tx) => {
      const course = await tx.findOne(Course, { id, tenantId, deleted: false }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!course) throw BizError.of(CourseErrors.COURSE_NOT_EXISTS);
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

export const courseCommandHandlers = [CreateCourseHandler, UpdateCourseHandler, DeleteCourseHandler, ChangeCourseStatusHandler];
