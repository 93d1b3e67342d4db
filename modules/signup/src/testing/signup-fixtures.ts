import { createTokenUser, uniq } from '@dha/system/testing';
import type { TestApp } from '@dha/testing';

export { createUsers, uniq, type TestUser } from '@dha/system/testing';

/** One enabled user of tenant 1 with a live token (and a complete signup profile unless told otherwise). */
export const createUser = createTokenUser;

export interface CourseInput {
  formalStudentQuota?: number;
  candidateStudentQuota?: number;
  formalVolunteerQuota?: number;
  candidateVolunteerQuota?: number;
  needTeacherAudit?: boolean;
  replyDeadlineHours?: number;
  teacherIds?: number[];
  published?: boolean;
  status?: number;
  signupStartTime?: number;
  signupEndTime?: number;
  deptId?: number;
  /** cents; 0 (free) by default */
  fee?: number;
}

/** A course made through the course module's own call, published and open for signup by default. */
export async function createCourse(t: TestApp, adminToken: string, input: CourseInput = {}): Promise<number> {
  const result = await t.api.post<number>('/course/course/create', courseCreateBody(input), { token: adminToken });
  if (result.code !== 0) throw new Error(`course create failed: ${result.code} ${result.msg}`);
  return result.data!;
}

/** The create body `createCourse` sends. */
export function courseCreateBody(input: CourseInput = {}): Record<string, unknown> {
  const now = Date.now();
  const day = 86_400_000;
  return {
    name: `测试课程 ${uniq('c')}`,
    code: uniq('SIGNUP'),
    type: '1',
    startTime: now + 30 * day,
    endTime: now + 31 * day,
    signupStartTime: input.signupStartTime ?? now - day,
    signupEndTime: input.signupEndTime ?? now + 10 * day,
    formalStudentQuota: input.formalStudentQuota ?? 10,
    candidateStudentQuota: input.candidateStudentQuota ?? 5,
    formalVolunteerQuota: input.formalVolunteerQuota ?? 2,
    candidateVolunteerQuota: input.candidateVolunteerQuota ?? 1,
    fee: input.fee ?? 0,
    needTeacherAudit: input.needTeacherAudit ?? true,
    replyDeadlineHours: input.replyDeadlineHours ?? 48,
    teacherIds: input.teacherIds ?? [],
    status: input.status ?? 10,
    published: input.published ?? true,
    deptId: input.deptId,
  };
}

/** Counts of what the signup module wrote, for "nothing written" and "one per transition" checks. */
export async function writes(t: TestApp): Promise<{ signups: number; history: number; outbox: number }> {
  const [row] = await t.sql<{ signups: string; history: string; outbox: string }>(
    `select (select count(*) from signup_signup) as signups, (select count(*) from signup_history) as history,
            (select count(*) from core_outbox_event where aggregate_type = 'signup') as outbox`,
  );
  return { signups: Number(row!.signups), history: Number(row!.history), outbox: Number(row!.outbox) };
}
