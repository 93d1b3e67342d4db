import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  FindCourseIdsByCodesQuery,
  GetCourseForSignupQuery,
  GetCoursesForSignupQuery,
  GetTeacherCourseIdsQuery,
  type CourseForSignup,
} from '../contract/course.queries';
import { Course, CourseTeacher } from '../domain';

export function toCourseForSignup(c: Course): CourseForSignup {
  return {
    id: c.id,
    tenantId: c.tenantId,
    name: c.name,
    code: c.code,
    type: c.type,
    status: c.status,
    published: c.published,
    startTime: c.startTime,
    endTime: c.endTime,
    signupStartTime: c.signupStartTime,
    signupEndTime: c.signupEndTime,
    formalStudentQuota: c.formalStudentQuota,
    candidateStudentQuota: c.candidateStudentQuota,
    formalVolunteerQuota: c.formalVolunteerQuota,
    candidateVolunteerQuota: c.candidateVolunteerQuota,
    fee: c.fee,
    needTeacherAudit: c.needTeacherAudit,
    replyDeadlineHours: c.replyDeadlineHours,
    teacherIds: c.teachers.getItems().map((t) => t.teacherUserId),
    locationId: c.locationId,
  };
}

/** Works outside a request too (jobs, workers): always on its own EntityManager fork. */
@QueryHandler(GetCourseForSignupQuery)
export class GetCourseForSignupHandler implements IQueryHandler<GetCourseForSignupQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ courseId }: GetCourseForSignupQuery): Promise<CourseForSignup | null> {
    if (!Number.isInteger(courseId) || courseId < 1) return null;
    const course = await this.em
      .fork()
      .findOne(Course, { id: courseId, deleted: false }, { populate: ['teachers'], strategy: 'select-in' });
    return course ? toCourseForSignup(course) : null;
  }
}

@QueryHandler(GetCoursesForSignupQuery)
export class GetCoursesForSignupHandler implements IQueryHandler<GetCoursesForSignupQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ courseIds }: GetCoursesForSignupQuery): Promise<CourseForSignup[]> {
    const ids = [...new Set(courseIds.filter((id) => Number.isInteger(id) && id > 0))];
    if (!ids.length) return [];
    const courses = await this.em
      .fork()
      .find(Course, { id: { $in: ids }, deleted: false }, { populate: ['teachers'], strategy: 'select-in', orderBy: { id: 'asc' } });
    return courses.map(toCourseForSignup);
  }
}

@QueryHandler(GetTeacherCourseIdsQuery)
export class GetTeacherCourseIdsHandler implements IQueryHandler<GetTeacherCourseIdsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ teacherUserId }: GetTeacherCourseIdsQuery): Promise<number[]> {
    const links = await this.em
      .fork()
      .find(CourseTeacher, { teacherUserId, course: { deleted: false } }, { orderBy: { course: { id: 'asc' } } });
    return links.map((l) => l.course.id);
  }
}

@QueryHandler(FindCourseIdsByCodesQuery)
export class FindCourseIdsByCodesHandler implements IQueryHandler<FindCourseIdsByCodesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, codes }: FindCourseIdsByCodesQuery): Promise<Record<string, number>> {
    const wanted = [...new Set(codes)].slice(0, 1000);
    if (!wanted.length) return {};
    const courses = await this.em.fork().find(Course, { tenantId, code: { $in: wanted }, deleted: false });
    return Object.fromEntries(courses.map((c) => [c.code, c.id]));
  }
}

export const courseContractHandlers = [
  GetCourseForSignupHandler,
  GetCoursesForSignupHandler,
  GetTeacherCourseIdsHandler,
  FindCourseIdsByCodesHandler,
];
