import {
  COURSE_TIME_FIELDS,
  pickCourseFields,
  type ClientCourseVO,
  type CourseFields,
  type CourseSessionVO,
  type CourseTeacherVO,
  type CourseTimeField,
  type CourseVO,
  type PageResult,
} from '@dha/contracts';
import { GetUsersQuery } from '@dha/system';
import { BizError, pageOf, type PageParamDto } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { isSignupOpen, type Course, type CourseScope } from '../domain';
import { CourseErrors } from '../course.errors';
import type { ClientCoursePageDto } from '../queries/page-client-courses/page-client-courses.dto';
import type { CoursePageDto } from '../queries/page-courses/page-courses.dto';
import { findLiveCourse, pageClaimableCourses, pageClientCourses, pageManagedCourses } from './course.read-model';
import { locationsById } from './course.repository';

/**
 * Courses in their wire shapes, with teacher nicknames (auth) and centre names. Works on its own fork
 * of the EntityManager (also outside a request).
 */
@Injectable()
export class CourseViews {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  /** A live course of the tenant for the manager (within the caller's scope); else COURSE_NOT_EXISTS. */
  async course(tenantId: number, id: number, scope?: CourseScope): Promise<CourseVO> {
    const em = this.em.fork();
    const course = await findLiveCourse(em, tenantId, id, false, scope);
    if (!course) throw BizError.of(CourseErrors.COURSE_NOT_EXISTS);
    return (await this.toCourseVOs(em, [course]))[0]!;
  }

  /** A published live course for visitors, with its description; else COURSE_NOT_EXISTS. */
  async clientCourse(tenantId: number, id: number): Promise<ClientCourseVO> {
    const em = this.em.fork();
    const course = await findLiveCourse(em, tenantId, id, true);
    if (!course) throw BizError.of(CourseErrors.COURSE_NOT_EXISTS);
    return (await this.toClientVOs(em, [course], true))[0]!;
  }

  async managedPage(tenantId: number, filter: CoursePageDto, scope?: CourseScope): Promise<PageResult<CourseVO>> {
    const em = this.em.fork();
    const [rows, total] = await pageManagedCourses(em, tenantId, filter, scope);
    return pageOf(await this.toCourseVOs(em, rows), total);
  }

  /** Visitors' pages leave the descriptions out. */
  async clientPage(tenantId: number, filter: ClientCoursePageDto): Promise<PageResult<ClientCourseVO>> {
    const em = this.em.fork();
    const [rows, total] = await pageClientCourses(em, tenantId, filter);
    return pageOf(await this.toClientVOs(em, rows, false), total);
  }

  async claimablePage(tenantId: number, page: PageParamDto): Promise<PageResult<CourseVO>> {
    const em = this.em.fork();
    const [rows, total] = await pageClaimableCourses(em, tenantId, page);
    return pageOf(await this.toCourseVOs(em, rows), total);
  }

  private async toCourseVOs(em: EntityManager, courses: Course[]): Promise<CourseVO[]> {
    const { nicknames, locations } = await this.related(em, courses);
    return courses.map((c) => {
      const teacherIds = c.teachers.getItems().map((t) => t.teacherUserId);
      return {
        id: c.id,
        ...courseFieldsOf(c),
        locationName: c.locationId ? (locations.get(c.locationId)?.name ?? null) : null,
        teacherIds,
        deptId: c.deptId,
        teachers: teacherIds.map((id) => ({ id, nickname: nicknames.get(id) ?? '' })),
        sessions: sessionsOf(c),
        pausedFrom: c.pausedFrom,
        creator: c.creator,
        createTime: c.createTime.getTime(),
        updateTime: c.updateTime.getTime(),
      };
    });
  }

  private async toClientVOs(em: EntityManager, courses: Course[], withDescription: boolean, now = new Date()): Promise<ClientCourseVO[]> {
    const { nicknames, locations } = await this.related(em, courses);
    return courses.map((c) => {
      // visitors are not shown the reply deadline nor the published flag (they only see published courses)
      const { replyDeadlineHours: _deadline, published: _published, ...fields } = courseFieldsOf(c);
      const teachers: CourseTeacherVO[] = c.teachers
        .getItems()
        .map((t) => ({ id: t.teacherUserId, nickname: nicknames.get(t.teacherUserId) ?? '' }));
      const location = c.locationId ? locations.get(c.locationId) : undefined;
      return {
        id: c.id,
        ...fields,
        description: withDescription ? c.description : '',
        locationName: location?.name ?? null,
        locationAddress: location?.address ?? null,
        teachers,
        teacherNames: teachers.map((t) => t.nickname),
        sessions: sessionsOf(c),
        signupOpen: isSignupOpen(c, now),
      };
    });
  }

  private async related(em: EntityManager, courses: Course[]) {
    const teacherIds = [...new Set(courses.flatMap((c) => c.teachers.getItems().map((t) => t.teacherUserId)))];
    const users = teacherIds.length ? await this.queryBus.execute(new GetUsersQuery(teacherIds)) : [];
    return {
      nicknames: new Map(users.map((u) => [u.id, u.nickname || u.username])),
      locations: await locationsById(
        em,
        courses.map((c) => c.locationId),
      ),
    };
  }
}

/** The contract's course fields of an entity (dates as epoch ms). */
function courseFieldsOf(c: Course): CourseFields {
  const times = Object.fromEntries(COURSE_TIME_FIELDS.map((k) => [k, c[k].getTime()])) as Record<CourseTimeField, number>;
  return { ...pickCourseFields(c), ...times };
}

function sessionsOf(c: Course): CourseSessionVO[] {
  return c.sessions.isInitialized()
    ? c.sessions.getItems().map((s) => ({ id: s.id, title: s.title, startTime: s.startTime.getTime(), endTime: s.endTime.getTime() }))
    : [];
}
