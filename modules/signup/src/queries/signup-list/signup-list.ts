import { GetCoursesForSignupQuery, GetTeacherCourseIdsQuery, type CourseForSignup } from '@dha/course';
import type { SignupRespVO } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { isSignupAdmin } from '../../application/staff-access';
import { SIGNUP_COLUMNS, toSignupRow, type SignupRow } from '../../infrastructure/signup.repository';
import type { SignupFilterDto } from './signup-filter.dto';

export interface SignupFilter {
  courseId?: number;
  status?: number;
  participantKind?: number;
  identity?: string;
  keyword?: string;
  submittedFrom?: number;
  submittedTo?: number;
}

export function filterOf(dto: SignupFilterDto): SignupFilter {
  return {
    courseId: dto.courseId,
    status: dto.status,
    participantKind: dto.participantKind,
    identity: dto.identity,
    keyword: dto.keyword?.trim() || undefined,
    submittedFrom: dto.submittedFrom,
    submittedTo: dto.submittedTo,
  };
}

/** The courses a caller may see: null = every course of the tenant (admins), else a teacher's own. */
export async function courseScope(queryBus: QueryBus, user: LoginUser): Promise<number[] | null> {
  if (isSignupAdmin(user)) return null;
  return queryBus.execute(new GetTeacherCourseIdsQuery(user.id));
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function whereOf(filter: SignupFilter, tenantId: number, scope: number[] | null): { sql: string; params: unknown[] } {
  const parts = ['tenant_id = ?'];
  const params: unknown[] = [tenantId];
  if (scope) {
    if (!scope.length) parts.push('false');
    else {
      parts.push(`course_id in (${scope.map(() => '?').join(',')})`);
      params.push(...scope);
    }
  }
  const eq = (column: string, value: unknown): void => {
    if (value === undefined) return;
    parts.push(`${column} = ?`);
    params.push(value);
  };
  eq('course_id', filter.courseId);
  eq('status', filter.status);
  eq('participant_kind', filter.participantKind);
  eq('identity', filter.identity);
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    parts.push(`(username ilike ? or real_name ilike ? or mobile ilike ?)`);
    params.push(like, like, like);
  }
  if (filter.submittedFrom !== undefined) {
    parts.push('submitted_at >= ?');
    params.push(new Date(filter.submittedFrom));
  }
  if (filter.submittedTo !== undefined) {
    parts.push('submitted_at <= ?');
    params.push(new Date(filter.submittedTo));
  }
  return { sql: parts.join(' and '), params };
}

export async function listSignups(
  em: EntityManager,
  where: { sql: string; params: unknown[] },
  limit: number,
  offset: number,
): Promise<{ rows: SignupRow[]; total: number }> {
  const [count] = await em.execute<Array<{ n: string }>>(`select count(*) as n from signup_signup where ${where.sql}`, where.params);
  const rows = await em.execute<Array<Record<string, unknown>>>(
    `select ${SIGNUP_COLUMNS} from signup_signup where ${where.sql} order by id desc limit ? offset ?`,
    [...where.params, limit, offset],
  );
  return { rows: rows.map(toSignupRow), total: Number(count?.n ?? 0) };
}

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
