import { OfferType, SignupStatus as S } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { createCourse, createUser, createUsers, uniq, type TestUser } from '../testing/signup-fixtures';

jest.setTimeout(180_000);

/** statuses holding a place, and statuses no longer taking part (SQL lists) */
const HOLDING = [S.WAIT_STUDENT_AUDIT, S.FORMAL_ACCEPT, S.CANDIDATE_ACCEPT].join(', ');
const GONE = [S.UNACCEPTED, S.CANCELLED].join(', ');

/**
 * The whole stack under a burst: 300 people press the button at once on a course of 10 formal +
 * 5 candidate student places, and every later step is fired in parallel too.
 */
describe('signup under concurrency (300 users, 10 formal + 5 candidate places)', () => {
  let t: TestApp;
  let users: TestUser[];
  let teacher: TestUser;
  let reviewer: TestUser;
  let courseId: number;
  const ids = new Map<number, number>(); // userId → signupId

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.api.loginAsAdmin();
    teacher = await createUser(t, 'ctch', ['course_teacher']);
    reviewer = await createUser(t, 'crev', ['signup_admin']);
    courseId = await createCourse(t, admin, { teacherIds: [teacher.id], formalStudentQuota: 10, candidateStudentQuota: 5 });
    users = await createUsers(t, uniq('load'), 300);
  });
  afterAll(() => t.close());

  const versions = async (): Promise<Map<number, { status: number; version: number; offer: number | null; userId: number }>> => {
    const rows = await t.sql<{ id: number; status: number; version: number; offer_type: number | null; user_id: number }>(
      `select id, status, version, offer_type, user_id from signup_signup where course_id = ?`,
      [courseId],
    );
    return new Map(
      rows.map((r) => [Number(r.id), { status: r.status, version: r.version, offer: r.offer_type, userId: Number(r.user_id) }]),
    );
  };
  const codes = (results: Array<{ code: number }>): Record<number, number> =>
    results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.code]: (acc[r.code] ?? 0) + 1 }), {});

  it('300 submit at once (plus 300 duplicate presses): 300 signups, no duplicates, no 500', async () => {
    const body = { courseId, participantKind: 0, identity: '1' };
    const results = await Promise.all(
      [...users, ...users].map((u) =>
        t.api.post<number>('/client/signup/create', body, { token: u.token }).then((r) => ({ ...r, userId: u.id })),
      ),
    );
    expect(codes(results)).toEqual({ 0: 300, 1_031_000_002: 300 });
    for (const r of results) if (r.code === 0) ids.set(r.userId, r.data!);
    expect(ids.size).toBe(300);
    const [{ n }] = (await t.sql<{ n: string }>(`select count(*) as n from signup_signup where course_id = ?`, [courseId])) as [
      { n: string },
    ];
    expect(Number(n)).toBe(300);
  });

  it('reviewers pass all 300 at once', async () => {
    const rows = await versions();
    const results = await Promise.all(
      [...rows].map(([id, r]) =>
        t.api.post('/signup/signup/review', { id, version: r.version, action: 'PASS' }, { token: reviewer.token }),
      ),
    );
    expect(codes(results)).toEqual({ 0: 300 });
    expect([...(await versions()).values()].every((r) => r.status === S.WAIT_TEACHER_AUDIT)).toBe(true);
  });

  it('the teacher approves all with FORMAL at once: exactly 10 succeed, the rest hear there is no formal place left', async () => {
    const rows = await versions();
    const results = await Promise.all(
      [...rows].map(([id, r]) =>
        t.api.post('/signup/signup/review', { id, version: r.version, action: 'APPROVE', offer: 'FORMAL' }, { token: teacher.token }),
      ),
    );
    expect(codes(results)).toEqual({ 0: 10, 1_031_001_003: 290 });
    expect(results.find((r) => r.code !== 0)!.msg).toBe('正式名额已满');
  });

  it('then the rest with CANDIDATE at once: exactly 5 succeed', async () => {
    const rows = [...(await versions())].filter(([, r]) => r.status === S.WAIT_TEACHER_AUDIT);
    expect(rows).toHaveLength(290);
    const results = await Promise.all(
      rows.map(([id, r]) =>
        t.api.post('/signup/signup/review', { id, version: r.version, action: 'APPROVE', offer: 'CANDIDATE' }, { token: teacher.token }),
      ),
    );
    expect(codes(results)).toEqual({ 0: 5, 1_031_001_004: 285 });
    const [seats] = (await t.sql<{ formal: number; candidate: number }>(
      `select max(held) filter (where offer_type = 0) as formal, max(held) filter (where offer_type = 1) as candidate from signup_seat where course_id = ?`,
      [courseId],
    )) as [{ formal: number; candidate: number }];
    expect(seats).toEqual({ formal: 10, candidate: 5 });
  });

  it('all 15 confirm at once: 10 FORMAL_ACCEPT and 5 CANDIDATE_ACCEPT', async () => {
    const offered = [...(await versions())].filter(([, r]) => r.status === S.WAIT_STUDENT_AUDIT);
    expect(offered).toHaveLength(15);
    const token = new Map(users.map((u) => [u.id, u.token]));
    const results = await Promise.all(
      offered.map(([id, r]) => t.api.post('/client/signup/confirm', { id, version: r.version }, { token: token.get(r.userId)! })),
    );
    expect(codes(results)).toEqual({ 0: 15 });
    const statuses = [...(await versions()).values()].map((r) => r.status);
    expect(statuses.filter((s) => s === S.FORMAL_ACCEPT)).toHaveLength(10);
    expect(statuses.filter((s) => s === S.CANDIDATE_ACCEPT)).toHaveLength(5);
  });

  it('one formal withdraws: the first candidate (submission order) is promoted in the same transaction', async () => {
    const rows = await versions();
    const candidates = await t.sql<{ id: number }>(
      `select id from signup_signup where course_id = ? and status = ${S.CANDIDATE_ACCEPT} order by priority desc, submitted_at, id`,
      [courseId],
    );
    const [formalId, formal] = [...rows].find(([, r]) => r.status === S.FORMAL_ACCEPT)!;
    const token = users.find((u) => u.id === formal.userId)!.token;
    // the withdrawal races with a burst of stale and foreign requests on the same signups
    const [withdraw, ...noise] = await Promise.all([
      t.api.post('/client/signup/withdraw', { id: formalId, version: formal.version }, { token }),
      t.api.post('/client/signup/withdraw', { id: formalId, version: formal.version }, { token }),
      t.api.post('/signup/signup/cancel', { id: Number(candidates[0]!.id), version: 1 }, { token: reviewer.token }),
    ]);
    expect(withdraw!.code === 0 || noise[0]!.code === 0).toBe(true);
    expect(codes([withdraw!, noise[0]!])).toEqual({ 0: 1, 423: 1 });
    expect(noise[1]!.code).toBe(423);
    const after = await versions();
    expect(after.get(formalId)!.status).toBe(S.CANCELLED);
    expect(after.get(Number(candidates[0]!.id))).toMatchObject({ status: S.FORMAL_ACCEPT, offer: OfferType.FORMAL });
    const statuses = [...after.values()].map((r) => r.status);
    expect(statuses.filter((s) => s === S.FORMAL_ACCEPT)).toHaveLength(10);
    expect(statuses.filter((s) => s === S.CANDIDATE_ACCEPT)).toHaveLength(4);
  });

  it('invariants: no overbooking, no duplicates, history consistent with statuses, one outbox event per transition', async () => {
    const [ledger] = (await t.sql<{ formal: number; candidate: number }>(
      `select max(held) filter (where offer_type = 0) as formal, max(held) filter (where offer_type = 1) as candidate from signup_seat where course_id = ?`,
      [courseId],
    )) as [{ formal: number; candidate: number }];
    const [actual] = (await t.sql<{ formal: string; candidate: string }>(
      `select count(*) filter (where offer_type = 0 and status in (${HOLDING})) as formal,
              count(*) filter (where offer_type = 1 and status in (${HOLDING})) as candidate from signup_signup where course_id = ?`,
      [courseId],
    )) as [{ formal: string; candidate: string }];
    expect(ledger).toEqual({ formal: Number(actual.formal), candidate: Number(actual.candidate) });
    expect(ledger.formal).toBeLessThanOrEqual(10);
    expect(ledger.candidate).toBeLessThanOrEqual(5);
    expect(
      await t.sql(
        `select user_id from signup_signup where course_id = ? and status not in (${GONE}) group by user_id having count(*) > 1`,
        [courseId],
      ),
    ).toEqual([]);
    const mismatched = await t.sql(
      `select s.id from signup_signup s
       where s.course_id = ? and (
         s.version <> (select count(*) from signup_history h where h.signup_id = s.id)
         or s.status <> (select to_status from signup_history h where h.signup_id = s.id order by h.id desc limit 1)
         or (select count(*) from core_outbox_event o where o.aggregate_type = 'signup' and o.aggregate_id = s.id::text)
            <> (select count(*) from signup_history h where h.signup_id = s.id))`,
      [courseId],
    );
    expect(mismatched).toEqual([]);
    // every history row chains from the previous one
    const broken = await t.sql(
      `select h.id from signup_history h
       join signup_signup s on s.id = h.signup_id and s.course_id = ?
       where h.from_status <> coalesce((select p.to_status from signup_history p where p.signup_id = h.signup_id and p.id < h.id order by p.id desc limit 1), 0)`,
      [courseId],
    );
    expect(broken).toEqual([]);
  });
});
