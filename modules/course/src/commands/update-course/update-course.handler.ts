import { OfferTypeLabels, ParticipantKindLabels } from '@dha/contracts';
import { BizError, operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseEventTypes, type CourseChanges } from '../../contract/course.events';
import { AdoptCourseQuotasCommand, type CourseQuotas } from '../../contract/course-seats';
import { CourseErrors } from '../../course.errors';
import { applyCourseFields, changeClassStatus, courseEvent, CourseInputCheck, RichText, type Course } from '../../domain';
import { assertCourseCodeFree, flushCourse, locationsById, lockLiveCourse } from '../../infrastructure/course.repository';
import { CourseScopes } from '../../infrastructure/course-scope';
import { UpdateCourseCommand } from './update-course.command';

interface TimeAndPlace {
  startTime: number;
  endTime: number;
  locationId: number | null;
}

@CommandHandler(UpdateCourseCommand)
export class UpdateCourseHandler implements ICommandHandler<UpdateCourseCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly check: CourseInputCheck,
    private readonly scopes: CourseScopes,
    private readonly commandBus: CommandBus,
    private readonly richText: RichText,
  ) {}

  async execute({ user, input }: UpdateCourseCommand): Promise<true> {
    const em = this.em.fork();
    await this.check.assertValid(em, user.tenantId, input);
    const scope = await this.scopes.of(user);
    if (input.deptId !== undefined) await this.check.assertDept(user.tenantId, input.deptId, scope.grant);
    return em.transactional(async (tx) => {
      const course = await lockLiveCourse(tx, user.tenantId, input.id, scope);
      await tx.populate(course, ['sessions', 'teachers']);
      if (course.code !== input.code) await assertCourseCodeFree(tx, user.tenantId, input.code);
      const previousStatus = course.status;
      const quotasBefore = quotasOf(course);
      const before: TimeAndPlace = {
        startTime: course.startTime.getTime(),
        endTime: course.endTime.getTime(),
        locationId: course.locationId,
      };
      if (input.status !== undefined && input.status !== course.status) changeClassStatus(course, input.status);
      applyCourseFields(tx, course, input, this.richText);
      if (input.deptId !== undefined) course.deptId = input.deptId;
      course.updater = operatorOf(user);
      await flushCourse(tx, input.code);
      const changes = await changesOf(tx, course, before);
      tx.persist(courseEvent(CourseEventTypes.UPDATED, course, user.id, changes ? { changes } : {}));
      if (previousStatus !== course.status) {
        tx.persist(courseEvent(CourseEventTypes.STATUS_CHANGED, course, user.id, { previousStatus }));
      }
      await tx.flush();
      // last, just before the commit: the seat ledger adopts the new quotas (or refuses, rolling all of this back)
      const quotas = quotasOf(course);
      if (!sameQuotas(quotas, quotasBefore)) await this.adoptQuotas(course, quotas);
      return true as const;
    });
  }

  /** A quota below the places already held is refused, naming the first such quota and its places held. */
  private async adoptQuotas(course: Course, quotas: CourseQuotas): Promise<void> {
    const shortfalls = await this.commandBus.execute(new AdoptCourseQuotasCommand(course.id, course.tenantId, quotas));
    const [first] = shortfalls;
    if (first) {
      const label = `${OfferTypeLabels[first.offerType]}${ParticipantKindLabels[first.participantKind]}`;
      throw new BizError(CourseErrors.QUOTA_BELOW_HELD, label, first.held);
    }
  }
}

function quotasOf(course: Course): CourseQuotas {
  const { formalStudentQuota, candidateStudentQuota, formalVolunteerQuota, candidateVolunteerQuota } = course;
  return { formalStudentQuota, candidateStudentQuota, formalVolunteerQuota, candidateVolunteerQuota };
}

const sameQuotas = (a: CourseQuotas, b: CourseQuotas): boolean => (Object.keys(a) as Array<keyof CourseQuotas>).every((k) => a[k] === b[k]);

/** What of a course's time and place an update changed (participants are told), or undefined. */
async function changesOf(em: EntityManager, course: Course, before: TimeAndPlace): Promise<CourseChanges | undefined> {
  const changes: CourseChanges = {};
  const startTime = course.startTime.getTime();
  const endTime = course.endTime.getTime();
  if (startTime !== before.startTime || endTime !== before.endTime) {
    changes.time = { startTime, endTime, previousStartTime: before.startTime, previousEndTime: before.endTime };
  }
  if (course.locationId !== before.locationId) {
    const locations = await locationsById(em, [course.locationId, before.locationId]);
    const nameOf = (id: number | null) => (id === null ? null : (locations.get(id)?.name ?? null));
    changes.place = {
      locationId: course.locationId,
      locationName: nameOf(course.locationId),
      previousLocationId: before.locationId,
      previousLocationName: nameOf(before.locationId),
    };
  }
  return changes.time || changes.place ? changes : undefined;
}
