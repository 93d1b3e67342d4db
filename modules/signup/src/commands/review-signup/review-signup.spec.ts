import { OfferType, SignupStatus as S } from '@dha/contracts';
import { createCourse, writes } from '../../testing/signup-fixtures';
import { useSignupTestApp } from '../../testing/signup-steps';

jest.setTimeout(60_000);

describe('review a signup (real PostgreSQL and Redis)', () => {
  const spec = useSignupTestApp();

  it('PASS on a course without teacher review makes an offer straight away (FORMAL by default, or CANDIDATE)', async () => {
    const { c, steps } = spec;
    const { row, submit, review, act } = steps;
    const a = await submit(c.courseB);
    const b = await submit(c.courseB);
    expect(await review(c.signupAdmin.token, a.id, 'PASS')).toMatchObject({ code: 0 });
    expect(await row(a.id)).toMatchObject({ status: S.WAIT_STUDENT_AUDIT, offer_type: OfferType.FORMAL });
    expect(await review(c.signupAdmin.token, b.id, 'PASS', 'CANDIDATE')).toMatchObject({ code: 0 });
    expect(await row(b.id)).toMatchObject({ status: S.WAIT_STUDENT_AUDIT, offer_type: OfferType.CANDIDATE });
    expect(await act(b.user.token, '/client/signup/confirm', b.id)).toMatchObject({ code: 0 });
    expect(await row(b.id)).toMatchObject({ status: S.CANDIDATE_ACCEPT });
  });

  it('REJECT from both review steps; a rejected applicant may apply again', async () => {
    const { c, steps } = spec;
    const { row, submit, review } = steps;
    const r1 = await submit(c.courseA);
    expect(await review(c.signupAdmin.token, r1.id, 'REJECT')).toMatchObject({ code: 0 });
    expect(await row(r1.id)).toMatchObject({ status: S.UNACCEPTED });
    const r2 = await submit(c.courseA);
    await review(c.signupAdmin.token, r2.id, 'PASS');
    expect(await review(c.teacher.token, r2.id, 'REJECT')).toMatchObject({ code: 0 });
    expect(await row(r2.id)).toMatchObject({ status: S.UNACCEPTED });
    // rejected: may apply again
    await submit(c.courseA, r1.user);
  });

  it('refuses every illegal transition with the current status named, writing nothing', async () => {
    const { t, c, steps } = spec;
    const { submit, review, act } = steps;
    const { id, user } = await submit(c.courseA);
    const before = await writes(t);
    expect(await act(user.token, '/client/signup/confirm', id)).toMatchObject({
      code: 1_031_001_001,
      msg: '报名状态为「待审核」，不能执行该操作',
    });
    expect(await act(user.token, '/client/signup/decline', id)).toMatchObject({ code: 1_031_001_001 });
    expect(await review(c.teacher.token, id, 'APPROVE', 'FORMAL')).toMatchObject({ code: 1_031_001_001 });
    expect(await t.api.post('/signup/signup/complete', { courseId: c.courseA, ids: [id] }, { token: c.admin })).toMatchObject({
      code: 0,
      data: [{ id, ok: false, code: 1_031_001_001, msg: '报名状态为「待审核」，不能执行该操作' }],
    });
    await review(c.signupAdmin.token, id, 'PASS');
    expect(await review(c.signupAdmin.token, id, 'PASS')).toMatchObject({ msg: '报名状态为「待老师审核」，不能执行该操作' });
    expect(await review(c.teacher.token, id, 'APPROVE')).toMatchObject({ code: 1_031_001_002 });
    await act(user.token, '/client/signup/withdraw', id);
    const after = await writes(t);
    expect(after.history).toBe(before.history + 2);
    expect(await act(user.token, '/client/signup/withdraw', id)).toMatchObject({
      code: 1_031_001_001,
      msg: '报名状态为「已取消」，不能执行该操作',
    });
    expect(await act(c.admin, '/signup/signup/cancel', id)).toMatchObject({ msg: '报名状态为「已取消」，不能执行该操作' });
    expect(await review(c.signupAdmin.token, id, 'REJECT')).toMatchObject({ msg: '报名状态为「已取消」，不能执行该操作' });
    expect(await writes(t)).toEqual(after);
  });

  it('a stale version answers 423 and changes nothing', async () => {
    const { t, c, steps } = spec;
    const { row, submit } = steps;
    const { id, user } = await submit(c.courseB);
    const before = await writes(t);
    const stale = await t.api.post('/signup/signup/review', { id, version: 0, action: 'PASS' }, { token: c.signupAdmin.token });
    expect(stale).toEqual({ code: 423, msg: '请求失败，请稍后重试', data: null });
    expect(await t.api.post('/client/signup/withdraw', { id, version: 7 }, { token: user.token })).toMatchObject({ code: 423 });
    expect(await row(id)).toMatchObject({ status: S.WAIT_AUDIT, version: 1 });
    expect(await writes(t)).toEqual(before);
    // two reviewers racing on the same version: exactly one wins
    const [a, b] = await Promise.all([
      t.api.post('/signup/signup/review', { id, version: 1, action: 'PASS' }, { token: c.signupAdmin.token }),
      t.api.post('/signup/signup/review', { id, version: 1, action: 'REJECT' }, { token: c.admin }),
    ]);
    expect([a.code, b.code].sort()).toEqual([0, 423]);
    expect((await writes(t)).history).toBe(before.history + 1);
  });

  it('an offer finding no place left fails with a clear error and holds nothing', async () => {
    const { t, c, steps } = spec;
    const { row, seat, submit, review } = steps;
    const course = await createCourse(t, c.admin, { needTeacherAudit: false, formalStudentQuota: 1, candidateStudentQuota: 0 });
    const a = await submit(course);
    const b = await submit(course);
    expect(await review(c.signupAdmin.token, a.id, 'PASS')).toMatchObject({ code: 0 });
    expect(await review(c.signupAdmin.token, b.id, 'PASS')).toMatchObject({ code: 1_031_001_003, msg: '正式名额已满' });
    expect(await review(c.signupAdmin.token, b.id, 'PASS', 'CANDIDATE')).toMatchObject({ code: 1_031_001_004, msg: '候补名额已满' });
    expect(await row(b.id)).toMatchObject({ status: S.WAIT_AUDIT, version: 1 });
    // the refused offers left neither a history row nor an event: only the submission's
    expect(await t.sql(`select 1 from signup_history where signup_id = ?`, [b.id])).toHaveLength(1);
    expect(
      await t.sql(`select 1 from core_outbox_event where aggregate_type = 'signup' and aggregate_id = ?`, [String(b.id)]),
    ).toHaveLength(1);
    expect(await seat(course, OfferType.FORMAL)).toBe(1);
    const seats = await t.api.get<Array<Record<string, number>>>('/client/course/seats', { query: { ids: `${course},999999` } });
    expect(seats).toMatchObject({
      code: 0,
      data: [{ courseId: course, formalStudentLeft: 0, candidateStudentLeft: 0, formalVolunteerLeft: 2 }],
    });
    const stats = await t.api.get<{ total: number; byStatus: Record<string, number>; seats: unknown[] }>('/signup/signup/stats', {
      token: c.signupAdmin.token,
      query: { courseId: course },
    });
    expect(stats.data).toMatchObject({ total: 2, byStatus: { '10': 1, '30': 1 } });
    expect(stats.data!.seats).toContainEqual({ participantKind: 0, offerType: 0, quota: 1, held: 1, left: 0 });
  });
});
