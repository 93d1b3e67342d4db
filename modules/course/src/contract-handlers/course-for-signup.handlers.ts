import { EntityManager } from '@mikro-orm/postgresql';
import { PreparedStatement, sqlDate } from '@dha/server-core';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ClassStatusValue } from '@dha/contracts';
import {
  FindCourseIdsByCodesQuery,
  GetCourseForSignupQuery,
  GetCoursesForSignupQuery,
  GetTeacherCourseIdsQuery,
  type CourseForSignup,
} from '../contract/course.queries';
import { Course, CourseTeacher } from '../domain';

interface CourseForSignupRow {
  id: number;
  tenant_id: number;
  name: string;
  code: string;
  type: string;
  status: number;
  published: boolean;
  start_time: Date | string | null;
  end_time: Date | string | null;
  signup_start_time: Date | string | null;
  signup_end_time: Date | string | null;
  formal_student_quota: number;
  candidate_student_quota: number;
  formal_volunteer_quota: number;
  candidate_volunteer_quota: number;
  fee: number;
  need_teacher_audit: boolean;
  reply_deadline_hours: number;
  location_id: number | null;
  teacher_ids: number[];
}

/**
 * The courses of a signup batch, read without entity hydration: it runs for every batch of
 * submissions (prepared once per connection).
 */
const COURSES_FOR_SIGNUP = new PreparedStatement<CourseForSignupRow>(
  'course_for_signup',
  `select c.id, c.tenant_id, c.name, c.code, c.type, c.status, c.published, c.start_time, c.end_time, c.signup_start_time,
     c.signup_end_time, c.formal_student_quota, c.candidate_student_quota, c.formal_volunteer_quota, c.candidate_volunteer_quota,
     c.fee, c.need_teacher_audit, c.reply_deadline_hours, c.location_id,
     coalesce((select array_agg(t.teacher_user_id order by t.sort, t.id) from course_teacher t where t.course_id = c.id), '{}') as teacher_ids
   from course_course c where c.id = any($1::int[]) and not c.deleted order by c.id`,
);

const fromRow = (r: CourseForSignupRow): CourseForSignup => ({
  id: r.id,
  tenantId: r.tenant_id,
  name: r.name,
  code: r.code,
  type: r.type,
  status: r.status as ClassStatusValue,
  published: r.published,
  startTime: sqlDate(r.start_time),
  endTime: sqlDate(r.end_time),
  signupStartTime: sqlDate(r.signup_start_time),
  signupEndTime: sqlDate(r.signup_end_time),
  formalStudentQuota: r.formal_student_quota,
  candidateStudentQuota: r.candidate_student_quota,
  formalVolunteerQuota: r.formal_volunteer_quota,
  candidateVolunteerQuota: r.candidate_volunteer_quota,
  fee: r.fee,
  needTeacherAudit: r.need_teacher_audit,
  replyDeadlineHours: r.reply_deadline_hours,
  teacherIds: r.teacher_ids,
  locationId: r.location_id,
});

const isCourseId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/** Works outside a request too (jobs, workers): it never uses the request's EntityManager. */
@QueryHandler(GetCourseForSignupQuery)
export class GetCourseForSignupHandler implements IQueryHandler<GetCourseForSignupQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ courseId }: GetCourseForSignupQuery): Promise<CourseForSignup | null> {
    if (!isCourseId(courseId)) return null;
    const [row] = await COURSES_FOR_SIGNUP.run(this.em, [[courseId]]);
    return row ? fromRow(row) : null;
  }
}

@QueryHandler(GetCoursesForSignupQuery)
export class GetCoursesForSignupHandler implements IQueryHandler<GetCoursesForSignupQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ courseIds }: GetCoursesForSignupQuery): Promise<CourseForSignup[]> {
    const ids = [...new Set(courseIds.filter(isCourseId))];
    if (!ids.length) return [];
    return (await COURSES_FOR_SIGNUP.run(this.em, [ids])).map(fromRow);
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
