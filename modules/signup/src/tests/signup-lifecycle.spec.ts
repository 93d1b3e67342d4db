import { OfferType, SignupStatus as S } from '@dha/contracts';
import { writes } from '../testing/signup-fixtures';
import { useSignupTestApp } from '../testing/signup-steps';

jest.setTimeout(60_000);

/** A signup from submission to completion over HTTP, and what every transition leaves behind. */
describe('signup lifecycle (real PostgreSQL and Redis)', () => {
  const spec = useSignupTestApp();

  it('walks the happy path INIT → WAIT_AUDIT → WAIT_TEACHER_AUDIT → WAIT_STUDENT_AUDIT → FORMAL_ACCEPT → FINISHED', async () => {
    const { t, c, steps } = spec;
    const { row, seat, history, submit, review, act } = steps;
    const { id, user } = await submit(c.courseA);
    expect(await row(id)).toMatchObject({ status: S.WAIT_AUDIT, version: 1 });
    expect(await review(c.signupAdmin.token, id, 'PASS')).toMatchObject({ code: 0, data: true });
    expect(await row(id)).toMatchObject({ status: S.WAIT_TEACHER_AUDIT, version: 2 });
    expect(await review(c.teacher.token, id, 'APPROVE', 'FORMAL')).toMatchObject({ code: 0 });
    const offered = await row(id);
    expect(offered).toMatchObject({ status: S.WAIT_STUDENT_AUDIT, offer_type: OfferType.FORMAL, version: 3 });
    expect(new Date(offered.offer_deadline!).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect(await seat(c.courseA, OfferType.FORMAL)).toBe(1);
    const mine = await t.api.get<{ list: Array<{ id: number; allowedActions: string[] }> }>('/client/signup/my-page', {
      token: user.token,
    });
    expect(mine.data!.list.find((s) => s.id === id)!.allowedActions).toEqual(['confirm', 'decline', 'withdraw']);
    expect(await act(user.token, '/client/signup/confirm', id)).toMatchObject({ code: 0 });
    expect(await row(id)).toMatchObject({ status: S.FORMAL_ACCEPT });
    const myCourses = await t.api.get<{ list: Array<{ id: number }> }>('/client/course/my-page', { token: user.token });
    expect(myCourses.data!.list.map((s) => s.id)).toEqual([id]);
    const done = await t.api.post('/signup/signup/complete', { courseId: c.courseA, ids: [id] }, { token: c.teacher.token });
    expect(done).toMatchObject({ code: 0, data: [{ id, ok: true, code: 0, msg: '' }] });
    expect(await row(id)).toMatchObject({ status: S.FINISHED, version: 5 });
    expect(await seat(c.courseA, OfferType.FORMAL)).toBe(1);
    expect((await history(id)).map((h) => [h.from_status, h.to_status, h.action])).toEqual([
      [S.INIT, S.WAIT_AUDIT, 'submit'],
      [S.WAIT_AUDIT, S.WAIT_TEACHER_AUDIT, 'pass'],
      [S.WAIT_TEACHER_AUDIT, S.WAIT_STUDENT_AUDIT, 'approve'],
      [S.WAIT_STUDENT_AUDIT, S.FORMAL_ACCEPT, 'confirm'],
      [S.FORMAL_ACCEPT, S.FINISHED, 'complete'],
    ]);
    const events = await t.sql<{ payload: { action: string; fromStatus: number; toStatus: number; signupId: number; operatorId: number } }>(
      `select payload from core_outbox_event where aggregate_type = 'signup' and aggregate_id = ? order by id`,
      [String(id)],
    );
    expect(events.map((e) => e.payload.action)).toEqual(['submit', 'pass', 'approve', 'confirm', 'complete']);
    expect(events[2]!.payload).toMatchObject({
      signupId: id,
      courseId: c.courseA,
      userId: user.id,
      operatorId: c.teacher.id,
      offerType: 0,
    });
    // the finished signup still counts as active: no second signup for the same course
    expect(
      await t.api.post('/client/signup/create', { courseId: c.courseA, participantKind: 0, identity: '1' }, { token: user.token }),
    ).toMatchObject({
      code: 1_031_000_002,
      msg: '您已报名该课程',
    });
    const detail = await t.api.get<{ history: Array<{ action: string; operatorName: string | null }> }>('/signup/signup/get', {
      token: c.signupAdmin.token,
      query: { id },
    });
    expect(detail.data!.history.map((h) => h.action)).toEqual(['submit', 'pass', 'approve', 'confirm', 'complete']);
  });

  it('history and outbox: one of each per transition, and each signup ends where its history does', async () => {
    const { t, c, steps } = spec;
    const { submit, review, act } = steps;
    // signups of its own in several statuses, then the invariants over every signup of this database
    const accepted = await submit(c.courseB);
    await review(c.signupAdmin.token, accepted.id, 'PASS');
    await act(accepted.user.token, '/client/signup/confirm', accepted.id);
    const refused = await submit(c.courseA);
    await review(c.signupAdmin.token, refused.id, 'REJECT');
    const withdrawn = await submit(c.courseA);
    await act(withdrawn.user.token, '/client/signup/withdraw', withdrawn.id);

    const counts = await writes(t);
    expect(counts.history).toBeGreaterThanOrEqual(7);
    expect(counts.outbox).toBe(counts.history);
    const mismatched = await t.sql(
      `select s.id from signup_signup s
       join lateral (select to_status from signup_history h where h.signup_id = s.id order by h.id desc limit 1) last on true
       where last.to_status <> s.status`,
    );
    expect(mismatched).toEqual([]);
    const versions = await t.sql(
      `select s.id from signup_signup s where s.version <> (select count(*) from signup_history h where h.signup_id = s.id)`,
    );
    expect(versions).toEqual([]);
  });
});
