import type { TestApp } from '@dha/server/testing';

export interface TestUser {
  id: number;
  username: string;
  token: string;
}

let seq = 0;
/** A prefix no other call of this run uses (usernames are unique per tenant). */
export const uniq = (base: string): string => `${base}${process.pid.toString(36)}${(++seq).toString(36)}`;

/**
 * Creates `count` enabled users of tenant 1 in bulk (direct SQL into the auth tables, the way a
 * load test must), with a complete signup profile unless told otherwise, holding `roles`, each with
 * a live access token inserted alongside (so no slow password hashing or login per user).
 */
export async function createUsers(
  t: TestApp,
  prefix: string,
  count: number,
  options: { roles?: string[]; completeProfile?: boolean } = {},
): Promise<TestUser[]> {
  const complete = options.completeProfile ?? true;
  const users = await t.sql<{ id: number; username: string }>(
    `insert into system_users (tenant_id, username, password, nickname, status, real_name, sex, birthday,
       certificate_type, certificate_no, mobile, education, create_time, update_time)
     select 1, ? || g, 'no-login', ? || g, 0, ${complete ? `'学员' || g, 1, timestamptz '1990-01-01', '2', 'P' || lpad(g::text, 8, '0'), '13' || lpad(g::text, 9, '0'), '3'` : 'null, null, null, null, null, null, null'}, now(), now()
     from generate_series(1, ?) g
     returning id, username`,
    [prefix, prefix, count],
  );
  const ids = users.map((u) => Number(u.id));
  if (options.roles?.length) {
    await t.sql(
      `insert into system_user_role (user_id, role_id)
       select u, r.id from unnest(?::int[]) u cross join system_role r where r.tenant_id = 1 and r.code = any(?::text[])`,
      [`{${ids.join(',')}}`, `{${options.roles.join(',')}}`],
    );
  }
  const tokens = await t.sql<{ user_id: number; access_token: string }>(
    `with rt as (
       insert into system_refresh_token (refresh_token, user_id, tenant_id, expires_at, create_time)
       select md5(random()::text || u::text || clock_timestamp()::text), u, 1, now() + interval '1 day', now() from unnest(?::int[]) u
       returning id, user_id)
     insert into system_access_token (access_token, refresh_token_id, user_id, tenant_id, expires_at, create_time)
     select md5(random()::text || id::text || clock_timestamp()::text), id, user_id, 1, now() + interval '1 day', now() from rt
     returning user_id, access_token`,
    [`{${ids.join(',')}}`],
  );
  const tokenOf = new Map(tokens.map((r) => [Number(r.user_id), r.access_token]));
  return users.map((u) => ({ id: Number(u.id), username: u.username, token: tokenOf.get(Number(u.id))! }));
}

export async function createUser(t: TestApp, prefix: string, roles: string[] = [], completeProfile = true): Promise<TestUser> {
  const [user] = await createUsers(t, uniq(prefix), 1, { roles, completeProfile });
  return user!;
}

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
}

/** A course made through the course module's own call, published and open for signup by default. */
export async function createCourse(t: TestApp, adminToken: string, input: CourseInput = {}): Promise<number> {
  const now = Date.now();
  const day = 86_400_000;
  const result = await t.api.post<number>(
    '/course/course/create',
    {
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
      fee: 0,
      needTeacherAudit: input.needTeacherAudit ?? true,
      replyDeadlineHours: input.replyDeadlineHours ?? 48,
      teacherIds: input.teacherIds ?? [],
      status: input.status ?? 10,
      published: input.published ?? true,
    },
    { token: adminToken },
  );
  if (result.code !== 0) throw new Error(`course create failed: ${result.code} ${result.msg}`);
  return result.data!;
}

/** Counts of what the signup module wrote, for "nothing written" and "one per transition" checks. */
export async function writes(t: TestApp): Promise<{ signups: number; history: number; outbox: number }> {
  const [row] = await t.sql<{ signups: string; history: string; outbox: string }>(
    `select (select count(*) from signup_signup) as signups, (select count(*) from signup_history) as history,
            (select count(*) from core_outbox_event where aggregate_type = 'signup') as outbox`,
  );
  return { signups: Number(row!.signups), history: Number(row!.history), outbox: Number(row!.outbox) };
}
