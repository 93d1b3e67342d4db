import { createTestApp, type TestApp } from '@dha/testing';
import { BizError } from '@dha/server-core';
import { createCourse, createUser, createUsers, uniq, type TestUser } from '../../testing/signup-fixtures';
import { SUBMIT_BATCH_MAX, SubmissionBatcher, type Submission } from './submission-batcher';

jest.setTimeout(120_000);

/** Group commit of submissions, on the real stack (PostgreSQL, the course module's read). */
describe('SubmissionBatcher', () => {
  let t: TestApp;
  let admin: string;
  let batcher: SubmissionBatcher;
  let courseId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
    batcher = t.app.get(SubmissionBatcher);
    courseId = await createCourse(t, admin, { formalStudentQuota: 10, candidateStudentQuota: 5 });
  });
  afterAll(() => t.close());

  const submission = (user: TestUser, overrides: Partial<Submission> = {}): Submission => ({
    tenantId: 1,
    courseId,
    userId: user.id,
    participantKind: 0,
    identity: '1',
    remark: null,
    username: user.username,
    realName: null,
    mobile: null,
    createdBy: null,
    operatorId: user.id,
    check: (course) => {
      if (!course) throw new Error('course missing');
    },
    ...overrides,
  });
  /** Settles every promise; answers the id or the error code / message of each. */
  const outcomes = (promises: Array<Promise<number>>): Promise<Array<number | string>> =>
    Promise.all(
      promises.map((p) =>
        p.then(
          (id) => id,
          (err: unknown) => (err instanceof BizError ? `biz ${err.code}` : `error ${(err as Error).message}`),
        ),
      ),
    );
  const written = async (ids: number[]) => {
    const [row] = await t.sql<{ signups: string; history: string; outbox: string; commits: string }>(
      `select (select count(*) from signup_signup where id = any(?::int[])) as signups,
              (select count(*) from signup_history where signup_id = any(?::int[]) and action = 'submit') as history,
              (select count(*) from core_outbox_event where aggregate_type = 'signup' and aggregate_id = any(?::text[])) as outbox,
              (select count(distinct submitted_at) from signup_signup where id = any(?::int[])) as commits`,
      [`{${ids.join(',')}}`, `{${ids.join(',')}}`, `{${ids.join(',')}}`, `{${ids.join(',')}}`],
    );
    return { signups: Number(row!.signups), history: Number(row!.history), outbox: Number(row!.outbox), commits: Number(row!.commits) };
  };

  it('inserts submissions of the same moment in one statement, each with its history row and outbox event', async () => {
    const users = await createUsers(t, uniq('bat'), 5);
    const ids = (await outcomes(users.map((u) => batcher.submit(submission(u))))) as number[];
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(new Set(ids).size).toBe(5);
    expect(await written(ids)).toEqual({ signups: 5, history: 5, outbox: 5, commits: 1 });
    const events = await t.sql<{ payload: { signupId: number; userId: number; fromStatus: number; toStatus: number; action: string } }>(
      `select payload from core_outbox_event where aggregate_type = 'signup' and aggregate_id = ?`,
      [String(ids[0])],
    );
    expect(events[0]!.payload).toMatchObject({ signupId: ids[0], userId: users[0]!.id, fromStatus: 0, toStatus: 10, action: 'submit' });
  });

  it('the same person twice in one batch: one signup, the repeat hears 您已报名该课程', async () => {
    const [a, b] = await createUsers(t, uniq('dup'), 2);
    const results = await outcomes([
      batcher.submit(submission(a!)),
      batcher.submit(submission(b!)),
      batcher.submit(submission(a!)),
      batcher.submit(submission(a!)),
    ]);
    expect(typeof results[0]).toBe('number');
    expect(typeof results[1]).toBe('number');
    expect(results.slice(2)).toEqual(['biz 1031000002', 'biz 1031000002']);
    const [{ n }] = (await t.sql<{ n: string }>(`select count(*) as n from signup_signup where user_id = ? and course_id = ?`, [
      a!.id,
      courseId,
    ])) as [{ n: string }];
    expect(Number(n)).toBe(1);
    expect(await written([results[0] as number, results[1] as number])).toMatchObject({ signups: 2, history: 2, outbox: 2 });
  });

  it('the same person in a later batch hears 您已报名该课程, and nothing more is written', async () => {
    const u = await createUser(t, 'again');
    const [first] = await outcomes([batcher.submit(submission(u))]);
    expect(typeof first).toBe('number');
    expect(await outcomes([batcher.submit(submission(u))])).toEqual(['biz 1031000002']);
    expect(await written([first as number])).toMatchObject({ signups: 1, history: 1, outbox: 1 });
    const [{ n }] = (await t.sql<{ n: string }>(
      `select count(*) as n from signup_history h join signup_signup s on s.id = h.signup_id
      where s.user_id = ?`,
      [u.id],
    )) as [{ n: string }];
    expect(Number(n)).toBe(1);
  });

  it('a database error in a batch fails only the bad submission: its neighbours are retried one by one and committed', async () => {
    const users = await createUsers(t, uniq('bad'), 4);
    const results = await outcomes([
      batcher.submit(submission(users[0]!)),
      // identity is varchar(64): this row makes the batch statement fail
      batcher.submit(submission(users[1]!, { identity: 'x'.repeat(65) })),
      batcher.submit(submission(users[2]!)),
      batcher.submit(submission(users[3]!)),
    ]);
    expect(typeof results[0]).toBe('number');
    expect(results[1]).toMatch(/^error [\s\S]*value too long/);
    expect(typeof results[2]).toBe('number');
    expect(typeof results[3]).toBe('number');
    const ids = [results[0], results[2], results[3]] as number[];
    expect(await written(ids)).toMatchObject({ signups: 3, history: 3, outbox: 3 });
    const [{ n }] = (await t.sql<{ n: string }>(`select count(*) as n from signup_signup where user_id = ?`, [users[1]!.id])) as [
      { n: string },
    ];
    expect(Number(n)).toBe(0);
  });

  it('a refused check fails only that submission', async () => {
    const users = await createUsers(t, uniq('chk'), 2);
    const results = await outcomes([
      batcher.submit(
        submission(users[0]!, {
          check: () => {
            throw new Error('refused');
          },
        }),
      ),
      batcher.submit(submission(users[1]!)),
    ]);
    expect(results[0]).toBe('error refused');
    expect(typeof results[1]).toBe('number');
  });

  it(`many submitters at once: every one answered, batches of at most ${SUBMIT_BATCH_MAX}, one row per person`, async () => {
    const users = await createUsers(t, uniq('many'), 1000);
    const course = await createCourse(t, admin);
    const results = await outcomes(
      users.flatMap((u) => [batcher.submit(submission(u, { courseId: course })), batcher.submit(submission(u, { courseId: course }))]),
    );
    const ids = results.filter((r): r is number => typeof r === 'number');
    expect(ids).toHaveLength(1000);
    expect(results.filter((r) => r === 'biz 1031000002')).toHaveLength(1000);
    const w = await written(ids);
    expect(w).toMatchObject({ signups: 1000, history: 1000, outbox: 1000 });
    expect(w.commits).toBeGreaterThanOrEqual(Math.ceil(1000 / SUBMIT_BATCH_MAX));
    expect(w.commits).toBeLessThan(1000);
  });

  it('reads the course for every batch: a paused course refuses the very next submission', async () => {
    const course = await createCourse(t, admin);
    const [a, b] = await createUsers(t, uniq('pause'), 2);
    expect(
      await t.api.post('/client/signup/create', { courseId: course, participantKind: 0, identity: '1' }, { token: a!.token }),
    ).toMatchObject({
      code: 0,
    });
    expect(await t.api.put('/course/course/update-status', { id: course, status: 40 }, { token: admin })).toMatchObject({ code: 0 });
    expect(
      await t.api.post('/client/signup/create', { courseId: course, participantKind: 0, identity: '1' }, { token: b!.token }),
    ).toMatchObject({
      code: 1_031_000_004,
    });
  });

  it('shutting down answers what is still queued, committed, before the database pool closes', async () => {
    const other = await createTestApp();
    const otherAdmin = await other.api.loginAsAdmin();
    const course = await createCourse(other, otherAdmin);
    const [u] = await createUsers(other, uniq('bye'), 1);
    const pending = other.app.get(SubmissionBatcher).submit({ ...submission(u!), courseId: course });
    const closing = other.close();
    const id = await pending;
    expect(typeof id).toBe('number');
    await closing; // the id came back from the committed statement, and the close went through
  });
});
