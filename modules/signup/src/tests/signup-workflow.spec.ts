import { OfferType, SignupStatus as S } from '@dha/contracts';
import { createTestApp, waitFor, type TestApp } from '@dha/testing';
import { CommandBus } from '@nestjs/cqrs';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { OFFER_EXPIRY_QUEUE, SignupWorkflow, offerExpiryJobId } from '../application/signup-workflow.service';
import { ExpireOfferCommand, SweepOffersCommand } from '../commands/expire-offer/expire-offer.command';
import { createCourse, createUser, writes, type TestUser } from '../testing/signup-fixtures';

interface Row {
  id: number;
  status: number;
  version: number;
  offer_type: number | null;
  offer_deadline: Date | null;
}

jest.setTimeout(60_000);

describe('signup workflow over HTTP (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: string;
  let signupAdmin: TestUser;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let courseA: number; // teacher review, teacher = `teacher`
  let courseB: number; // no teacher review

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
    signupAdmin = await createUser(t, 'sadm', ['signup_admin']);
    teacher = await createUser(t, 'tch', ['course_teacher']);
    otherTeacher = await createUser(t, 'otch', ['course_teacher']);
    courseA = await createCourse(t, admin, { teacherIds: [teacher.id], formalStudentQuota: 2, candidateStudentQuota: 1 });
    courseB = await createCourse(t, admin, { needTeacherAudit: false, teacherIds: [otherTeacher.id] });
  });
  afterAll(() => t.close());

  const row = async (id: number): Promise<Row> =>
    (await t.sql<Row>(`select id, status, version, offer_type, offer_deadline from signup_signup where id = ?`, [id]))[0]!;
  const seat = async (courseId: number, offer: number, kind = 0): Promise<number> =>
    Number(
      (
        await t.sql<{ held: number }>(`select held from signup_seat where course_id = ? and participant_kind = ? and offer_type = ?`, [
          courseId,
          kind,
          offer,
        ])
      )[0]?.held ?? 0,
    );
  const history = async (id: number) =>
    t.sql<{ from_status: number; to_status: number; action: string; operator_id: number | null }>(
      `select from_status, to_status, action, operator_id from signup_history where signup_id = ? order by id`,
      [id],
    );

  async function submit(courseId: number, user?: TestUser, kind = 0): Promise<{ id: number; user: TestUser }> {
    const u = user ?? (await createUser(t, 'vis'));
    const r = await t.api.post<number>(
      '/client/signup/create',
      { courseId, participantKind: kind, identity: '1', remark: '想参加' },
      { token: u.token },
    );
    expect(r).toMatchObject({ code: 0, msg: '' });
    return { id: r.data!, user: u };
  }
  async function review(token: string, id: number, action: string, offer?: string) {
    const { version } = await row(id);
    return t.api.post('/signup/signup/review', { id, version, action, ...(offer ? { offer } : {}) }, { token });
  }
  async function act(token: string, path: string, id: number, extra: object = {}) {
    const { version } = await row(id);
    return t.api.post(path, { id, version, ...extra }, { token });
  }

  it('walks the happy path INIT → WAIT_AUDIT → WAIT_TEACHER_AUDIT → WAIT_STUDENT_AUDIT → FORMAL_ACCEPT → FINISHED', async () => {
    const { id, user } = await submit(courseA);
    expect(await row(id)).toMatchObject({ status: S.WAIT_AUDIT, version: 1 });
    expect(await review(signupAdmin.token, id, 'PASS')).toMatchObject({ code: 0, data: true });
    expect(await row(id)).toMatchObject({ status: S.WAIT_TEACHER_AUDIT, version: 2 });
    expect(await review(teacher.token, id, 'APPROVE', 'FORMAL')).toMatchObject({ code: 0 });
    const offered = await row(id);
    expect(offered).toMatchObject({ status: S.WAIT_STUDENT_AUDIT, offer_type: OfferType.FORMAL, version: 3 });
    expect(new Date(offered.offer_deadline!).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect(await seat(courseA, OfferType.FORMAL)).toBe(1);
    const mine = await t.api.get<{ list: Array<{ id: number; allowedActions: string[] }> }>('/client/signup/my-page', {
      token: user.token,
    });
    expect(mine.data!.list.find((s) => s.id === id)!.allowedActions).toEqual(['confirm', 'decline', 'withdraw']);
    expect(await act(user.token, '/client/signup/confirm', id)).toMatchObject({ code: 0 });
    expect(await row(id)).toMatchObject({ status: S.FORMAL_ACCEPT });
    const myCourses = await t.api.get<{ list: Array<{ id: number }> }>('/client/course/my-page', { token: user.token });
    expect(myCourses.data!.list.map((s) => s.id)).toEqual([id]);
    const done = await t.api.post('/signup/signup/complete', { courseId: courseA, ids: [id] }, { token: teacher.token });
    expect(done).toMatchObject({ code: 0, data: [{ id, ok: true, code: 0, msg: '' }] });
    expect(await row(id)).toMatchObject({ status: S.FINISHED, version: 5 });
    expect(await seat(courseA, OfferType.FORMAL)).toBe(1);
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
    expect(events[2]!.payload).toMatchObject({ signupId: id, courseId: courseA, userId: user.id, operatorId: teacher.id, offerType: 0 });
    // the finished signup still counts as active: no second signup for the same course
    expect(
      await t.api.post('/client/signup/create', { courseId: courseA, participantKind: 0, identity: '1' }, { token: user.token }),
    ).toMatchObject({
      code: 1_031_000_002,
      msg: '您已报名该课程',
    });
    const detail = await t.api.get<{ history: Array<{ action: string; operatorName: string | null }> }>('/signup/signup/get', {
      token: signupAdmin.token,
      query: { id },
    });
    expect(detail.data!.history.map((h) => h.action)).toEqual(['submit', 'pass', 'approve', 'confirm', 'complete']);
  });

  it('PASS on a course without teacher review makes an offer straight away (FORMAL by default, or CANDIDATE)', async () => {
    const a = await submit(courseB);
    const b = await submit(courseB);
    expect(await review(signupAdmin.token, a.id, 'PASS')).toMatchObject({ code: 0 });
    expect(await row(a.id)).toMatchObject({ status: S.WAIT_STUDENT_AUDIT, offer_type: OfferType.FORMAL });
    expect(await review(signupAdmin.token, b.id, 'PASS', 'CANDIDATE')).toMatchObject({ code: 0 });
    expect(await row(b.id)).toMatchObject({ status: S.WAIT_STUDENT_AUDIT, offer_type: OfferType.CANDIDATE });
    expect(await act(b.user.token, '/client/signup/confirm', b.id)).toMatchObject({ code: 0 });
    expect(await row(b.id)).toMatchObject({ status: S.CANDIDATE_ACCEPT });
  });

  it('REJECT from both review steps; decline gives the place back; withdraw and cancel from each non-terminal status', async () => {
    const r1 = await submit(courseA);
    expect(await review(signupAdmin.token, r1.id, 'REJECT')).toMatchObject({ code: 0 });
    expect(await row(r1.id)).toMatchObject({ status: S.UNACCEPTED });
    const r2 = await submit(courseA);
    await review(signupAdmin.token, r2.id, 'PASS');
    expect(await review(teacher.token, r2.id, 'REJECT')).toMatchObject({ code: 0 });
    expect(await row(r2.id)).toMatchObject({ status: S.UNACCEPTED });
    // rejected: may apply again
    await submit(courseA, r1.user);

    const d = await submit(courseB);
    await review(signupAdmin.token, d.id, 'PASS');
    const heldB = async (): Promise<number> => (await seat(courseB, OfferType.FORMAL)) + (await seat(courseB, OfferType.CANDIDATE));
    const before = await heldB();
    expect(await act(d.user.token, '/client/signup/decline', d.id)).toMatchObject({ code: 0 });
    expect(await row(d.id)).toMatchObject({ status: S.CANCELLED });
    // one place fewer held (the freed formal one went to the waiting candidate of the previous test, if any)
    expect(await heldB()).toBe(before - 1);

    const w1 = await submit(courseA);
    expect(await act(w1.user.token, '/client/signup/withdraw', w1.id)).toMatchObject({ code: 0 });
    const w2 = await submit(courseA);
    await review(signupAdmin.token, w2.id, 'PASS');
    expect(await act(w2.user.token, '/client/signup/withdraw', w2.id)).toMatchObject({ code: 0 });
    const w3 = await submit(courseB);
    await review(signupAdmin.token, w3.id, 'PASS', 'CANDIDATE');
    const candBefore = await seat(courseB, OfferType.CANDIDATE);
    await act(w3.user.token, '/client/signup/confirm', w3.id);
    expect(await act(w3.user.token, '/client/signup/withdraw', w3.id)).toMatchObject({ code: 0 });
    expect(await seat(courseB, OfferType.CANDIDATE)).toBe(candBefore - 1);
    const c1 = await submit(courseB);
    await review(signupAdmin.token, c1.id, 'PASS');
    await act(c1.user.token, '/client/signup/confirm', c1.id);
    const heldBefore = await heldB();
    expect(await act(admin, '/signup/signup/cancel', c1.id, { remark: '重复报名' })).toMatchObject({ code: 0 });
    expect(await row(c1.id)).toMatchObject({ status: S.CANCELLED });
    expect(await heldB()).toBe(heldBefore - 1);
    for (const id of [w1.id, w2.id, w3.id, c1.id]) expect((await history(id)).at(-1)).toMatchObject({ to_status: S.CANCELLED });
  });

  it('refuses every illegal transition with the current status named, writing nothing', async () => {
    const { id, user } = await submit(courseA);
    const before = await writes(t);
    expect(await act(user.token, '/client/signup/confirm', id)).toMatchObject({
      code: 1_031_001_001,
      msg: '报名状态为「待审核」，不能执行该操作',
    });
    expect(await act(user.token, '/client/signup/decline', id)).toMatchObject({ code: 1_031_001_001 });
    expect(await review(teacher.token, id, 'APPROVE', 'FORMAL')).toMatchObject({ code: 1_031_001_001 });
    expect(await t.api.post('/signup/signup/complete', { courseId: courseA, ids: [id] }, { token: admin })).toMatchObject({
      code: 0,
      data: [{ id, ok: false, code: 1_031_001_001, msg: '报名状态为「待审核」，不能执行该操作' }],
    });
    await review(signupAdmin.token, id, 'PASS');
    expect(await review(signupAdmin.token, id, 'PASS')).toMatchObject({ msg: '报名状态为「待老师审核」，不能执行该操作' });
    expect(await review(teacher.token, id, 'APPROVE')).toMatchObject({ code: 1_031_001_002 });
    await act(user.token, '/client/signup/withdraw', id);
    const after = await writes(t);
    expect(after.history).toBe(before.history + 2);
    expect(await act(user.token, '/client/signup/withdraw', id)).toMatchObject({
      code: 1_031_001_001,
      msg: '报名状态为「已取消」，不能执行该操作',
    });
    expect(await act(admin, '/signup/signup/cancel', id)).toMatchObject({ msg: '报名状态为「已取消」，不能执行该操作' });
    expect(await review(signupAdmin.token, id, 'REJECT')).toMatchObject({ msg: '报名状态为「已取消」，不能执行该操作' });
    expect(await writes(t)).toEqual(after);
  });

  it('a stale version answers 423 and changes nothing', async () => {
    const { id, user } = await submit(courseB);
    const before = await writes(t);
    const stale = await t.api.post('/signup/signup/review', { id, version: 0, action: 'PASS' }, { token: signupAdmin.token });
    expect(stale).toEqual({ code: 423, msg: '请求失败，请稍后重试', data: null });
    expect(await t.api.post('/client/signup/withdraw', { id, version: 7 }, { token: user.token })).toMatchObject({ code: 423 });
    expect(await row(id)).toMatchObject({ status: S.WAIT_AUDIT, version: 1 });
    expect(await writes(t)).toEqual(before);
    // two reviewers racing on the same version: exactly one wins
    const [a, b] = await Promise.all([
      t.api.post('/signup/signup/review', { id, version: 1, action: 'PASS' }, { token: signupAdmin.token }),
      t.api.post('/signup/signup/review', { id, version: 1, action: 'REJECT' }, { token: admin }),
    ]);
    expect([a.code, b.code].sort()).toEqual([0, 423]);
    expect((await writes(t)).history).toBe(before.history + 1);
  });

  it('an offer finding no place left fails with a clear error and holds nothing', async () => {
    const course = await createCourse(t, admin, { needTeacherAudit: false, formalStudentQuota: 1, candidateStudentQuota: 0 });
    const a = await submit(course);
    const b = await submit(course);
    expect(await review(signupAdmin.token, a.id, 'PASS')).toMatchObject({ code: 0 });
    expect(await review(signupAdmin.token, b.id, 'PASS')).toMatchObject({ code: 1_031_001_003, msg: '正式名额已满' });
    expect(await review(signupAdmin.token, b.id, 'PASS', 'CANDIDATE')).toMatchObject({ code: 1_031_001_004, msg: '候补名额已满' });
    expect(await row(b.id)).toMatchObject({ status: S.WAIT_AUDIT, version: 1 });
    expect(await seat(course, OfferType.FORMAL)).toBe(1);
    const seats = await t.api.get<Array<Record<string, number>>>('/client/course/seats', { query: { ids: `${course},999999` } });
    expect(seats).toMatchObject({
      code: 0,
      data: [{ courseId: course, formalStudentLeft: 0, candidateStudentLeft: 0, formalVolunteerLeft: 2 }],
    });
    const stats = await t.api.get<{ total: number; byStatus: Record<string, number>; seats: unknown[] }>('/signup/signup/stats', {
      token: signupAdmin.token,
      query: { courseId: course },
    });
    expect(stats.data).toMatchObject({ total: 2, byStatus: { '10': 1, '30': 1 } });
    expect(stats.data!.seats).toContainEqual({ participantKind: 0, offerType: 0, quota: 1, held: 1, left: 0 });
  });

  it('a course with live signups cannot be deleted; once they are cancelled or refused it can', async () => {
    const course = await createCourse(t, admin, { needTeacherAudit: false });
    const a = await submit(course);
    const b = await submit(course);
    const refused = await t.api.delete('/course/course/delete', { token: admin, query: { id: course } });
    expect(refused).toMatchObject({ code: 1_030_000_003, data: null });
    expect(refused.msg).toContain('还有 2 条有效报名');
    expect((await t.sql<{ deleted: boolean }>(`select deleted from course_course where id = ?`, [course]))[0]).toEqual({ deleted: false });

    expect(await act(a.user.token, '/client/signup/withdraw', a.id)).toMatchObject({ code: 0 });
    expect(await review(signupAdmin.token, b.id, 'REJECT')).toMatchObject({ code: 0 });
    expect(await t.api.delete('/course/course/delete', { token: admin, query: { id: course } })).toEqual({ code: 0, msg: '', data: true });
  });

  it('visitor preconditions: complete profile, published course, open class, inside the window, known identity', async () => {
    const incomplete = await createUser(t, 'inc', [], false);
    const before = await writes(t);
    const body = { courseId: courseA, participantKind: 0, identity: '1' };
    expect(await t.api.post('/client/signup/create', body, { token: incomplete.token })).toEqual({
      code: 1_031_000_001,
      msg: '请先完善个人资料',
      data: null,
    });
    const v = await createUser(t, 'pre');
    const hidden = await createCourse(t, admin, { published: false });
    expect(await t.api.post('/client/signup/create', { ...body, courseId: hidden }, { token: v.token })).toMatchObject({
      code: 1_031_000_003,
    });
    const closed = await createCourse(t, admin, { signupStartTime: Date.now() - 5 * 86_400_000, signupEndTime: Date.now() - 86_400_000 });
    expect(await t.api.post('/client/signup/create', { ...body, courseId: closed }, { token: v.token })).toMatchObject({
      code: 1_031_000_005,
    });
    const inClass = await createCourse(t, admin, { status: 11 });
    expect(await t.api.post('/client/signup/create', { ...body, courseId: inClass }, { token: v.token })).toMatchObject({
      code: 1_031_000_004,
    });
    expect(await t.api.post('/client/signup/create', { ...body, courseId: 999_999 }, { token: v.token })).toMatchObject({
      code: 1_031_000_003,
    });
    expect(await t.api.post('/client/signup/create', { ...body, identity: 'nope' }, { token: v.token })).toMatchObject({
      code: 1_031_000_007,
    });
    const noVolunteers = await createCourse(t, admin, { formalVolunteerQuota: 0, candidateVolunteerQuota: 0 });
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
    const v = await createUser(t, 'rep', [], false);
    const r = await t.api.post<number>(
      '/signup/signup/create-for',
      { courseId: courseA, userId: v.id, participantKind: 0, identity: '2' },
      { token: signupAdmin.token },
    );
    expect(r).toMatchObject({ code: 0 });
    const [s] = await t.sql<{ created_by: number; user_id: number; status: number }>(
      `select created_by, user_id, status from signup_signup where id = ?`,
      [r.data],
    );
    expect(s).toEqual({ created_by: signupAdmin.id, user_id: v.id, status: S.WAIT_AUDIT });
    expect(await history(r.data!)).toEqual([
      { from_status: S.INIT, to_status: S.WAIT_AUDIT, action: 'submit', operator_id: signupAdmin.id },
    ]);
    expect(
      await t.api.post(
        '/signup/signup/create-for',
        { courseId: courseA, userId: v.id, participantKind: 0, identity: '2' },
        { token: signupAdmin.token },
      ),
    ).toMatchObject({ code: 1_031_000_002 });
    expect(
      await t.api.post(
        '/signup/signup/create-for',
        { courseId: courseA, userId: 999_999, participantKind: 0, identity: '2' },
        { token: signupAdmin.token },
      ),
    ).toMatchObject({ code: 1_031_000_008 });
  });

  describe('teachers see and review only their own courses', () => {
    it('lists, reads, reviews and completes only their courses', async () => {
      const mine = await submit(courseA);
      const theirs = await submit(courseB);
      const page = await t.api.get<{ list: Array<{ courseId: number }>; total: number }>('/signup/signup/page', {
        token: teacher.token,
        query: { pageNo: 1, pageSize: 200 },
      });
      expect(page.code).toBe(0);
      expect(page.data!.total).toBeGreaterThan(0);
      expect(new Set(page.data!.list.map((s) => s.courseId))).toEqual(new Set([courseA]));
      const all = await t.api.get<{ list: Array<{ courseId: number }> }>('/signup/signup/page', {
        token: signupAdmin.token,
        query: { pageSize: 200 },
      });
      expect(new Set(all.data!.list.map((s) => s.courseId))).toEqual(new Set([courseA, courseB, ...all.data!.list.map((s) => s.courseId)]));
      expect(all.data!.list.some((s) => s.courseId === courseB)).toBe(true);

      expect(await t.api.get('/signup/signup/get', { token: teacher.token, query: { id: mine.id } })).toMatchObject({ code: 0 });
      expect(await t.api.get('/signup/signup/get', { token: teacher.token, query: { id: theirs.id } })).toMatchObject({ code: 403 });
      expect(await review(teacher.token, theirs.id, 'REJECT')).toMatchObject({ code: 403 });
      expect(await review(teacher.token, mine.id, 'PASS')).toMatchObject({ code: 403 });
      expect(await review(otherTeacher.token, mine.id, 'REJECT')).toMatchObject({ code: 403 });
      expect(await t.api.get('/signup/signup/stats', { token: teacher.token, query: { courseId: courseB } })).toMatchObject({ code: 403 });
      expect(await t.api.post('/signup/signup/complete', { courseId: courseB, ids: [theirs.id] }, { token: teacher.token })).toMatchObject({
        code: 403,
      });
      await review(signupAdmin.token, mine.id, 'PASS');
      expect(await review(otherTeacher.token, mine.id, 'APPROVE', 'FORMAL')).toMatchObject({ code: 403 });
      expect(await row(mine.id)).toMatchObject({ status: S.WAIT_TEACHER_AUDIT });
      expect(await review(teacher.token, mine.id, 'REJECT')).toMatchObject({ code: 0 });
    });
  });

  describe('role matrix (spec §6)', () => {
    const ROLES = ['super_admin', 'dept_admin', 'area_admin', 'office_admin', 'signup_admin', 'course_teacher', 'other_teacher', 'common'];
    const REVIEWERS = ['super_admin', 'dept_admin', 'area_admin', 'office_admin', 'signup_admin', 'course_teacher'];
    const REP = ['super_admin', 'dept_admin', 'area_admin', 'office_admin', 'signup_admin'];
    const calls: Array<[string, 'GET' | 'POST', string, string[]]> = [
      ['page', 'GET', '/signup/signup/page', REVIEWERS],
      ['get', 'GET', '/signup/signup/get', REVIEWERS],
      ['review', 'POST', '/signup/signup/review', REVIEWERS],
      ['batch-review', 'POST', '/signup/signup/batch-review', REVIEWERS],
      ['cancel', 'POST', '/signup/signup/cancel', REP],
      ['create-for', 'POST', '/signup/signup/create-for', REP],
      ['stats', 'GET', '/signup/signup/stats', [...REVIEWERS, 'other_teacher']],
      ['complete', 'POST', '/signup/signup/complete', REVIEWERS],
      ['export-excel', 'GET', '/signup/signup/export-excel', REVIEWERS],
    ];
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
      for (const role of ROLES) tokens[role] = (await createUser(t, `r${role.slice(0, 4)}`, [role])).token;
    });

    it.each(calls)('%s', async (_name, method, path, allowed) => {
      for (const role of ROLES) {
        // an empty body/query: allowed roles get past the guard and fail validation (400), others get 403
        const response = await t.app.inject({
          method,
          url: `/admin-api${path}`,
          headers: { authorization: `Bearer ${tokens[role]}`, 'tenant-id': '1' },
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        // the export answers a workbook, not the envelope, when allowed
        const code = response.headers['content-type']?.toString().includes('json')
          ? (JSON.parse(response.body) as { code: number }).code
          : 0;
        const expected = allowed.includes(role) ? (path.endsWith('/page') || path.endsWith('export-excel') ? 0 : 400) : 403;
        expect([role, code]).toEqual([role, expected]);
      }
      const anon = method === 'GET' ? await t.api.get(path) : await t.api.post(path, {});
      expect(anon.code).toBe(401);
    });

    it('exports an xlsx workbook for the allowed roles only', async () => {
      const ok = await t.app.inject({
        method: 'GET',
        url: `/admin-api/signup/signup/export-excel?courseId=${courseA}`,
        headers: { authorization: `Bearer ${tokens.office_admin}`, 'tenant-id': '1' },
      });
      expect(ok.headers['content-type']).toContain('spreadsheetml');
      expect(ok.rawPayload.subarray(0, 2).toString()).toBe('PK');
      const ExcelJS = (await import('exceljs')).default;
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(ok.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      expect(sheet.getRow(1).getCell(8).value).toBe('报名状态');
      expect(sheet.rowCount).toBeGreaterThan(1);
      const denied = await t.api.get('/signup/signup/export-excel', { token: tokens.common });
      expect(denied.code).toBe(403);
    });
  });

  describe('reply deadline', () => {
    it('the expiry command cancels an overdue offer, releases the place, and is idempotent', async () => {
      const { id } = await submit(courseB);
      await review(signupAdmin.token, id, 'PASS');
      const held = await seat(courseB, OfferType.FORMAL);
      const bus = t.app.get(CommandBus);
      expect(await bus.execute(new ExpireOfferCommand(id))).toBe(false); // not yet due
      await t.sql(`update signup_signup set offer_deadline = now() - interval '1 minute' where id = ?`, [id]);
      expect(await bus.execute(new ExpireOfferCommand(id))).toBe(true);
      expect(await row(id)).toMatchObject({ status: S.CANCELLED });
      expect(await seat(courseB, OfferType.FORMAL)).toBe(held - 1);
      expect((await history(id)).at(-1)).toEqual({
        from_status: S.WAIT_STUDENT_AUDIT,
        to_status: S.CANCELLED,
        action: 'expire',
        operator_id: null,
      });
      const before = await writes(t);
      expect(await bus.execute(new ExpireOfferCommand(id))).toBe(false);
      expect(await writes(t)).toEqual(before);
    });

    it('the sweep expires offers whose job was lost', async () => {
      const a = await submit(courseB);
      const b = await submit(courseB);
      await review(signupAdmin.token, a.id, 'PASS');
      await review(signupAdmin.token, b.id, 'PASS');
      await t.sql(`update signup_signup set offer_deadline = now() - interval '1 hour' where id = ?`, [a.id]);
      expect(await t.app.get(CommandBus).execute(new SweepOffersCommand())).toBeGreaterThanOrEqual(1);
      expect(await row(a.id)).toMatchObject({ status: S.CANCELLED });
      expect(await row(b.id)).toMatchObject({ status: S.WAIT_STUDENT_AUDIT });
    });

    it('a real delayed BullMQ job expires the offer about a second later', async () => {
      const { id } = await submit(courseB);
      await review(signupAdmin.token, id, 'PASS');
      const r = await row(id);
      const due = new Date(Date.now() + 1000);
      await t.sql(`update signup_signup set offer_deadline = ? where id = ?`, [due, id]);
      // the offer's event scheduled its 48-hour job (OfferDeadlineConsumer, after the relay published it);
      // replace it (same job id) by one due in a second
      const queue = t.app.get<Queue>(getQueueToken(OFFER_EXPIRY_QUEUE));
      const scheduled = await waitFor(() => queue.getJob(offerExpiryJobId(id, r.version)));
      expect(scheduled!.delay).toBeGreaterThan(47 * 3_600_000);
      await scheduled!.remove();
      await t.app.get(SignupWorkflow).scheduleExpiry(id, r.version, due);
      const started = Date.now();
      while ((await row(id)).status !== S.CANCELLED && Date.now() - started < 10_000) await new Promise((res) => setTimeout(res, 100));
      expect(await row(id)).toMatchObject({ status: S.CANCELLED });
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect((await history(id)).at(-1)).toMatchObject({ action: 'expire', operator_id: null });
    });
  });

  it('a freed formal place promotes the first candidate: priority first, then submission time', async () => {
    const course = await createCourse(t, admin, { needTeacherAudit: false, formalStudentQuota: 1, candidateStudentQuota: 3 });
    const formal = await submit(course);
    await review(signupAdmin.token, formal.id, 'PASS');
    await act(formal.user.token, '/client/signup/confirm', formal.id);
    const cands = [];
    for (let i = 0; i < 3; i++) {
      const c = await submit(course);
      await review(signupAdmin.token, c.id, 'PASS', 'CANDIDATE');
      await act(c.user.token, '/client/signup/confirm', c.id);
      cands.push(c);
    }
    const [early, late, vip] = cands as [(typeof cands)[0], (typeof cands)[0], (typeof cands)[0]];
    await t.sql(`update signup_signup set submitted_at = now() - interval '2 hour' where id = ?`, [early.id]);
    await t.sql(`update signup_signup set submitted_at = now() - interval '1 hour' where id = ?`, [late.id]);
    await t.sql(`update signup_signup set priority = 5 where id = ?`, [vip.id]);
    expect(await act(formal.user.token, '/client/signup/withdraw', formal.id)).toMatchObject({ code: 0 });
    expect(await row(vip.id)).toMatchObject({ status: S.FORMAL_ACCEPT, offer_type: OfferType.FORMAL });
    expect((await history(vip.id)).at(-1)).toEqual({
      from_status: S.CANDIDATE_ACCEPT,
      to_status: S.FORMAL_ACCEPT,
      action: 'promote',
      operator_id: null,
    });
    expect(await seat(course, OfferType.FORMAL)).toBe(1);
    expect(await seat(course, OfferType.CANDIDATE)).toBe(2);
    expect(await act(admin, '/signup/signup/cancel', vip.id)).toMatchObject({ code: 0 });
    expect(await row(early.id)).toMatchObject({ status: S.FORMAL_ACCEPT });
    expect(await row(late.id)).toMatchObject({ status: S.CANDIDATE_ACCEPT });
    expect(await seat(course, OfferType.CANDIDATE)).toBe(1);
  });

  it('batch review answers each id separately', async () => {
    const a = await submit(courseA);
    const b = await submit(courseA);
    const ra = await row(a.id);
    const r = await t.api.post(
      '/signup/signup/batch-review',
      {
        ids: [
          { id: a.id, version: ra.version },
          { id: b.id, version: 9 },
          { id: 999_999, version: 1 },
        ],
        action: 'PASS',
      },
      { token: signupAdmin.token },
    );
    expect(r).toMatchObject({
      code: 0,
      data: [
        { id: a.id, ok: true, code: 0 },
        { id: b.id, ok: false, code: 423, msg: '请求失败，请稍后重试' },
        { id: 999_999, ok: false, code: 1_031_001_000 },
      ],
    });
  });

  describe('bad input on every call → 400 naming the field, nothing written', () => {
    const huge = 'x'.repeat(5000);
    const cases: Array<[string, 'GET' | 'POST', string, unknown, string]> = [
      ['create: missing courseId', 'POST', '/client/signup/create', { participantKind: 0, identity: '1' }, 'courseId'],
      ['create: string courseId', 'POST', '/client/signup/create', { courseId: 'abc', participantKind: 0, identity: '1' }, 'courseId'],
      ['create: bad kind', 'POST', '/client/signup/create', { courseId: 1, participantKind: 7, identity: '1' }, 'participantKind'],
      ['create: huge remark', 'POST', '/client/signup/create', { courseId: 1, participantKind: 0, identity: '1', remark: huge }, 'remark'],
      ['create: unknown field', 'POST', '/client/signup/create', { courseId: 1, participantKind: 0, identity: '1', status: 40 }, 'status'],
      ['confirm: missing version', 'POST', '/client/signup/confirm', { id: 1 }, 'version'],
      ['decline: negative id', 'POST', '/client/signup/decline', { id: -1, version: 1 }, 'id'],
      ['withdraw: float version', 'POST', '/client/signup/withdraw', { id: 1, version: 1.5 }, 'version'],
      ['review: bad action', 'POST', '/signup/signup/review', { id: 1, version: 1, action: 'DELETE' }, 'action'],
      ['review: bad offer', 'POST', '/signup/signup/review', { id: 1, version: 1, action: 'APPROVE', offer: 'VIP' }, 'offer'],
      ['batch: empty ids', 'POST', '/signup/signup/batch-review', { ids: [], action: 'PASS' }, 'ids'],
      ['batch: bad item', 'POST', '/signup/signup/batch-review', { ids: [{ id: 'x', version: 1 }], action: 'PASS' }, 'ids'],
      ['cancel: huge remark', 'POST', '/signup/signup/cancel', { id: 1, version: 1, remark: huge }, 'remark'],
      ['create-for: missing userId', 'POST', '/signup/signup/create-for', { courseId: 1, participantKind: 0, identity: '1' }, 'userId'],
      ['complete: ids not ints', 'POST', '/signup/signup/complete', { courseId: 1, ids: ['a'] }, 'ids'],
      ['page: bad status', 'GET', '/signup/signup/page', { status: '99' }, 'status'],
      ['page: bad time', 'GET', '/signup/signup/page', { 'submittedTime[0]': 'yesterday' }, 'submittedTime[0]'],
      ['page: unknown filter', 'GET', '/signup/signup/page', { foo: '1' }, 'foo'],
      ['page: huge keyword', 'GET', '/signup/signup/page', { keyword: huge }, 'keyword'],
      ['get: id not a number', 'GET', '/signup/signup/get', { id: 'abc' }, 'id'],
      ['stats: missing courseId', 'GET', '/signup/signup/stats', {}, 'courseId'],
      ['my-page: pageSize too big', 'GET', '/client/signup/my-page', { pageSize: '1000' }, 'pageSize'],
      ['my courses: pageNo 0', 'GET', '/client/course/my-page', { pageNo: '0' }, 'pageNo'],
      ['seats: not ids', 'GET', '/client/course/seats', { ids: '1,abc' }, 'ids'],
      ['seats: missing', 'GET', '/client/course/seats', {}, 'ids'],
    ];
    it.each(cases)('%s', async (_name, method, path, payload, field) => {
      const before = await writes(t);
      const r =
        method === 'GET'
          ? await t.api.get(path, { token: admin, query: payload as Record<string, string> })
          : await t.api.post(path, payload, { token: admin });
      expect(r.code).toBe(400);
      expect(r.msg).toContain(field);
      expect(await writes(t)).toEqual(before);
    });
  });

  it('history and outbox: one of each per transition, and each signup ends where its history does', async () => {
    const counts = await writes(t);
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
