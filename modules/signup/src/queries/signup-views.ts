import { GetCoursesForSignupQuery, GetTeacherCourseIdsQuery, type CourseForSignup } from '@dha/course';
import type { SignupRespVO } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import type { QueryBus } from '@nestjs/cqrs';
import { isSignupAdmin } from '../domain/staff-access';
import type { SignupRow } from '../infrastructure/signup.repository';

/** What the signup queries share: the caller's course scope, the courses a list names, the row → staff view. */

/** The courses a caller may see: null = every course of the tenant (admins), else a teacher's own. */
export async function courseScope(queryBus: QueryBus, user: LoginUser): Promise<number[] | null> {
  if (isSignupAdmin(user)) return null;
  return queryBus.execute(new GetTeacherCourseIdsQuery(user.id));
}

/** The courses of these ids (one call to the course module), by id. */
export async function coursesById(queryBus: QueryBus, ids: number[]): Promise<Map<number, CourseForSignup>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const courses: CourseForSignup[] = await queryBus.execute(new GetCoursesForSignupQuery(unique));
  return new Map(courses.map((c) => [c.id, c]));
}

export function toSignupVO(row: SignupRow, course: CourseForSignup | undefined): SignupRespVO {
  return {
    id: row.id,
    courseId: row.courseId,
    courseName: course?.name ?? '',
    userId: row.userId,
    username: row.username,
    realName: row.realName,
    mobile: row.mobile,
    participantKind: row.participantKind,
    identity: row.identity,
    remark: row.remark,
    status: row.status,
    offerType: row.offerType,
    priority: row.priority,
    submittedAt: row.submittedAt?.getTime() ?? null,
    offerDeadline: row.offerDeadline?.getTime() ?? null,
    version: row.version,
    createTime: row.createTime.getTime(),
    updateTime: row.updateTime.getTime(),
    createdBy: row.createdBy,
  };
}
