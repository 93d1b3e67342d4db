import { ClassStatus, type ClientCourseVO, type CourseTeacherVO, type CourseVO } from '@dha/contracts';
import { GetUsersQuery } from '@dha/auth';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Course, Location } from '../domain';

/** Turns courses into their wire shapes, with teacher nicknames (auth) and centre names. */
@Injectable()
export class CourseViews {
  constructor(private readonly queryBus: QueryBus) {}

  async toCourseVOs(em: EntityManager, courses: Course[]): Promise<CourseVO[]> {
    const { teachers, locations } = await this.related(em, courses);
    return courses.map((c) => {
      const teacherIds = c.teachers.getItems().map((t) => t.teacherUserId);
      return {
        id: c.id,
        name: c.name,
        code: c.code,
        type: c.type,
        recruitmentType: c.recruitmentType,
        description: c.description,
        coverUrl: c.coverUrl,
        locationId: c.locationId,
        locationName: c.locationId ? (locations.get(c.locationId)?.name ?? null) : null,
        teacherIds,
        teachers: teacherIds.map((id) => ({ id, nickname: teachers.get(id) ?? '' })),
        startTime: c.startTime.getTime(),
        endTime: c.endTime.getTime(),
        sessions: sessionsOf(c),
        signupStartTime: c.signupStartTime.getTime(),
        signupEndTime: c.signupEndTime.getTime(),
        formalStudentQuota: c.formalStudentQuota,
        candidateStudentQuota: c.candidateStudentQuota,
        formalVolunteerQuota: c.formalVolunteerQuota,
        candidateVolunteerQuota: c.candidateVolunteerQuota,
        fee: c.fee,
        needTeacherAudit: c.needTeacherAudit,
        replyDeadlineHours: c.replyDeadlineHours,
        status: c.status,
        pausedFrom: c.pausedFrom,
        published: c.published,
        creator: c.creator,
        createTime: c.createTime.getTime(),
        updateTime: c.updateTime.getTime(),
      };
    });
  }

  async toClientVOs(em: EntityManager, courses: Course[], withDescription: boolean, now = new Date()): Promise<ClientCourseVO[]> {
    const { teachers, locations } = await this.related(em, courses);
    return courses.map((c) => {
      const teacherList: CourseTeacherVO[] = c.teachers
        .getItems()
        .map((t) => ({ id: t.teacherUserId, nickname: teachers.get(t.teacherUserId) ?? '' }));
      const location = c.locationId ? locations.get(c.locationId) : undefined;
      return {
        id: c.id,
        name: c.name,
        code: c.code,
        type: c.type,
        recruitmentType: c.recruitmentType,
        coverUrl: c.coverUrl,
        description: withDescription ? c.description : '',
        locationId: c.locationId,
        locationName: location?.name ?? null,
        locationAddress: location?.address ?? null,
        teachers: teacherList,
        teacherNames: teacherList.map((t) => t.nickname),
        startTime: c.startTime.getTime(),
        endTime: c.endTime.getTime(),
        sessions: sessionsOf(c),
        signupStartTime: c.signupStartTime.getTime(),
        signupEndTime: c.signupEndTime.getTime(),
        formalStudentQuota: c.formalStudentQuota,
        candidateStudentQuota: c.candidateStudentQuota,
        formalVolunteerQuota: c.formalVolunteerQuota,
        candidateVolunteerQuota: c.candidateVolunteerQuota,
        fee: c.fee,
        needTeacherAudit: c.needTeacherAudit,
        status: c.status,
        signupOpen: isSignupOpen(c, now),
      };
    });
  }

  private async related(em: EntityManager, courses: Course[]) {
    const teacherIds = [...new Set(courses.flatMap((c) => c.teachers.getItems().map((t) => t.teacherUserId)))];
    const locationIds = [...new Set(courses.map((c) => c.locationId).filter((id): id is number => id !== null))];
    const users = teacherIds.length ? await this.queryBus.execute(new GetUsersQuery(teacherIds)) : [];
    const locations = locationIds.length ? await em.find(Location, { id: { $in: locationIds } }) : [];
    return {
      teachers: new Map(users.map((u) => [u.id, u.nickname || u.username])),
      locations: new Map(locations.map((l) => [l.id, l])),
    };
  }
}

function sessionsOf(c: Course) {
  return c.sessions.isInitialized()
    ? c.sessions.getItems().map((s) => ({ id: s.id, title: s.title, startTime: s.startTime.getTime(), endTime: s.endTime.getTime() }))
    : [];
}

/** Signups are open: published, before class (10), not deleted, and now inside the signup window. */
export function isSignupOpen(c: Course, now = new Date()): boolean {
  return (
    c.published &&
    !c.deleted &&
    c.status === ClassStatus.BEFORE_CLASS &&
    c.signupStartTime.getTime() <= now.getTime() &&
    now.getTime() <= c.signupEndTime.getTime()
  );
}
