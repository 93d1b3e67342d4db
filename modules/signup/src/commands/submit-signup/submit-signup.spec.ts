import { SignupStatus as S } from '@dha/contracts';
import { createCourse, createUser, writes } from '../../testing/signup-fixtures';
import { useSignupTestApp } from '../../testing/signup-steps';

jest.setTimeout(60_000);

describe('submit a signup (real PostgreSQL and Redis)', () => {
  const spec = useSignupTestApp();

  it('visitor preconditions: complete profile, published course, open class, inside the window, known identity', async () => {
    const { t, c } = spec;
    const incomplete = await createUser(t, 'inc', [], false);
    const before = await writes(t);
    const body = { courseId: c.courseA, participantKind: 0, identity: '1' };
    expect(await t.api.post('/client/signup/create', body, { token: incomplete.token })).toEqual({
      code: 1_031_000_001,
      msg: '请先完善个人资料',
      data: null,
    });
    const v = await createUser(t, 'pre');
    const hidden = await createCourse(t, c.admin, { published: false });
    expect(await t.api.post('/client/signup/create', { ...body, courseId: hidden }, { token: v.token })).toMatchObject({
      code: 1_031_000_003,
    });
    const closed = await createCourse(t, c.admin, { signupStartTime: Date.now() - 5 * 86_400_000, signupEndTime: Date.now() - 86_400_000 });
    expect(await t.api.post('/client/signup/create', { ...body, courseId: closed }, { token: v.token })).toMatchObject({
      code: 1_031_000_005,
    });
    const inClass = await createCourse(t, c.admin, { status: 11 });
    expect(await t.api.post('/client/signup/create', { ...body, courseId: inClass }, { token: v.token })).toMatchObject({
      code: 1_031_000_004,
    });
    expect(await t.api.post('/client/signup/create', { ...body, courseId: 999_999 }, { token: v.token })).toMatchObject({
      code: 1_031_000_003,
    });
    expect(await t.api.post('/client/signup/create', { ...body, identity: 'nope' }, { token: v.token })).toMatchObject({
      code: 1_031_000_007,
    });
    const noVolunteers = await createCourse(t, c.admin, { formalVolunteerQuota: 0, candidateVolunteerQuota: 0 });
    expect(
      await t.api.post('/client/signup/create', { ...body, courseId: noVolunteers, participantKind: 1 }, { token: v.token }),
    ).toMatchObject({
      code: 1_031_000_006,
      msg: '该课程不招收服务',
    });
    expect(await t.api.post('/client/signup/create', body)).toMatchObject({ code: 401 });
    expect(await writes(t)).toEqual(before);
  });

  it('staff create-for makes a supplementary signup recorded with its author', async () => {
    const { t, c, steps } = spec;
    const { history } = steps;
    const v = await createUser(t, 'rep', [], false);
    const r = await t.api.post<number>(
      '/signup/signup/create-for',
      { courseId: c.courseA, userId: v.id, participantKind: 0, identity: '2' },
      { token: c.signupAdmin.token },
    );
    expect(r).toMatchObject({ code: 0 });
    const [s] = await t.sql<{ created_by: number; user_id: number; status: number }>(
      `select created_by, user_id, status from signup_signup where id = ?`,
      [r.data],
    );
    expect(s).toEqual({ created_by: c.signupAdmin.id, user_id: v.id, status: S.WAIT_AUDIT });
    expect(await history(r.data!)).toEqual([
      { from_status: S.INIT, to_status: S.WAIT_AUDIT, action: 'submit', operator_id: c.signupAdmin.id },
    ]);
    expect(
      await t.api.post(
        '/signup/signup/create-for',
        { courseId: c.courseA, userId: v.id, participantKind: 0, identity: '2' },
        { token: c.signupAdmin.token },
      ),
    ).toMatchObject({ code: 1_031_000_002 });
    expect(
      await t.api.post(
        '/signup/signup/create-for',
        { courseId: c.courseA, userId: 999_999, participantKind: 0, identity: '2' },
        { token: c.signupAdmin.token },
      ),
    ).toMatchObject({ code: 1_031_000_008 });
  });

  it('staff create-for targets visitor accounts only: a staff or admin account is refused and nothing is written', async () => {
    const { t, c } = spec;
    const body = { courseId: c.courseA, participantKind: 0, identity: '2' };
    const [admin] = await t.sql<{ id: number }>(`select id from system_users where tenant_id = 1 and username = 'admin'`);
    const staff = await Promise.all(
      ['super_admin', 'dept_admin', 'office_admin', 'signup_admin', 'course_teacher', 'other_teacher'].map((role) =>
        createUser(t, `st${role.slice(0, 3)}`, [role]),
      ),
    );
    const both = await createUser(t, 'cmst', ['common', 'course_teacher']);
    const before = await writes(t);
    for (const target of [{ id: admin!.id, username: 'admin' }, ...staff, both]) {
      const r = await t.api.post('/signup/signup/create-for', { ...body, userId: target.id }, { token: c.signupAdmin.token });
      expect(r).toEqual({ code: 1_031_000_009, msg: `只能为访客账号补录报名：用户「${target.username}」是工作人员账号`, data: null });
    }
    expect(await writes(t)).toEqual(before);
    // a visitor (role common, or no role at all) may be signed up
    const visitor = await createUser(t, 'cmvis', ['common']);
    expect(await t.api.post('/signup/signup/create-for', { ...body, userId: visitor.id }, { token: c.signupAdmin.token })).toMatchObject({
      code: 0,
    });
  });
});
