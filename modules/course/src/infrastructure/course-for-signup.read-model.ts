import type { ClassStatusValue } from '@dha/contracts';
import { PreparedStatement, sqlDate } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CourseForSignup } from '../contract/course.queries';

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
  dept_id: number | null;
  creator: string;
}

/**
 * The courses of a signup batch, read without entity hydration: it runs for every review and every
 * batch of submissions (prepared once per connection). `match` selects the courses.
 */
const coursesForSignupSql = (match: string): string =>
  `select c.id, c.tenant_id, c.name, c.code, c.type, c.status, c.published, c.start_time, c.end_time, c.signup_start_time,
     c.signup_end_time, c.formal_student_quota, c.candidate_student_quota, c.formal_volunteer_quota, c.candidate_volunteer_quota,
     c.fee, c.need_teacher_audit, c.reply_deadline_hours, c.location_id, c.dept_id, c.creator,
     coalesce((select array_agg(t.teacher_user_id order by t.sort, t.id) from course_teacher t where t.course_id = c.id), '{}') as teacher_ids
   from course_course c where ${match} and not c.deleted order by c.id`;
const COURSES_FOR_SIGNUP = new PreparedStatement<CourseForSignupRow>('course_for_signup', coursesForSignupSql('c.id = any($1::int[])'));
/**
 * The same for one course (a review, an answer to an offer): PostgreSQL plans `= any($1)` again at
 * every call (its generic plan assumes ten ids, which never looks cheaper than a plan for one), while
 * this one keeps its generic plan.
 */
const COURSE_FOR_SIGNUP = new PreparedStatement<CourseForSignupRow>('course_for_signup_one', coursesForSignupSql('c.id = $1::int'));

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
  deptId: r.dept_id,
  creatorUserId: /^\d+$/.test(r.creator) ? Number(r.creator) : null,
});

/** The live courses among `ids` as the signup module sees them, by id. */
export async function coursesForSignup(em: EntityManager, ids: number[]): Promise<CourseForSignup[]> {
  const rows = ids.length === 1 ? await COURSE_FOR_SIGNUP.run(em, ids) : await COURSES_FOR_SIGNUP.run(em, [ids]);
  return rows.map(fromRow);
}
