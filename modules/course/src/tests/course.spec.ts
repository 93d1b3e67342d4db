/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { ClassStatus, RoleCode } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { QueryBus } from '@nestjs/cqrs';
import { GetCourseForSignupQuery, GetCoursesForSignupQuery, GetTeacherCourseIdsQuery } from '../contract';
import { CourseErrors } from '../course.errors';
import { createUser, signIn } from '@dha/system/testing';
import { courseBody } from '../testing';

describe('course manager /course/course/*', () => {
  let t: TestApp;
  let admin: string;
  let teacherId: number;
  let otherTeacherId: number;
  let commonId: number;
  withAdminApp(async (app, adminToken) => {
    [t, admin] = [app, adminToken];
    teacherId = await createUser(t, 'teacha', [RoleCode.COURSE_TEACHER], { nickname: '张老师' });
    otherTeacherId = await createUser(t, 'teachb', [RoleCode.OTHER_TEACHER], { nickname: '刘老师' });
    commonId = await createUser(t, 'visitora', [RoleCode.COMMON]);
  });

  const count = (table: string) => t.rowCount(table);
  const outbox = (courseId: number) =>
    t.sql<{ type: string; payload: Record<string, unknown> }>(
      `select type, payload from core_outbox_event where aggregate_type = 'course' and aggregate_id = ? order by id`,
      [String(courseId)],
    );
  const create = async (overrides: Record<string, unknown> = {}) => {
    const r = await t.api.post<number>('/course/course/create', courseBody(overrides), { token: admin });
    if (r.code !== 0) throw new Error(`create failed: ${r.code} ${r.msg}`);
    return r.data!;
  };

  it('creates, reads, updates and soft-deletes a course, with one outbox row per change', async () => {
    const id = await create({ code: 'CRUD-1', teacherIds: [teacherId], sessions: [{ title: '第一次', startTime: 1000, endTime: 2000 }] });
    const got = await t.api.get<any>('/course/course/get', { token: admin, query: { id } });
    expect(got.data).toMatchObject({
      id,
      code: 'CRUD-1',
      status: 10,
      pausedFrom: null,
      published: true,
      replyDeadlineHours: 72,
      teacherIds: [teacherId],
    });
    expect(got.data.teachers).toEqual([{ id: teacherId, nickname: '张老师' }]);
    expect(got.data.sessions).toEqual([{ id: expect.any(Number), title: '第一次', startTime: 1000, endTime: 2000 }]);
    expect(typeof got.data.createTime).toBe('number');

    const updated = await t.api.put(
      '/course/course/update',
      courseBody({ id, code: 'CRUD-1', name: '改名', teacherIds: [otherTeacherId, teacherId], sessions: [], published: false }),
      {
        token: admin,
      },
    );
    expect(updated).toEqual({ code: 0, msg: '', data: true });
    const after = await t.api.get<any>('/course/course/get', { token: admin, query: { id } });
    expect(after.data).toMatchObject({ name: '改名', teacherIds: [otherTeacherId, teacherId], sessions: [], published: false });

    expect(await t.api.delete('/course/course/delete', { token: admin, query: { id } })).toEqual({ code: 0, msg: '', data: true });
    const gone = await t.api.get('/course/course/get', { token: admin, query: { id } });
    expect(gone.code).toBe(CourseErrors.COURSE_NOT_EXISTS.code);
    const again = await t.api.delete('/course/course/delete', { token: admin, query: { id } });
    expect(again.code).toBe(CourseErrors.COURSE_NOT_EXISTS.code);
    expect((await outbox(id)).map((e) => e.type)).toEqual(['CourseCreated', 'CourseUpdated', 'CourseDeleted']);
    expect((await outbox(id))[0]!.payload).toMatchObject({ courseId: id, code: 'CRUD-1', status: 10, teacherIds: [teacherId] });
  });

  describe('bad input → 400 naming the field, nothing written', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['missing name', { name: undefined }, 'name'],
      ['name too long', { name: 'x'.repeat(101) }, 'name'],
      ['name of wrong type', { name: 12 }, 'name'],
      ['code with spaces', { code: 'a b' }, 'code'],
      ['code too long', { code: 'A'.repeat(51) }, 'code'],
      ['type not in the course_type dictionary', { type: '99' }, 'type'],
      ['recruitmentType not in its dictionary', { recruitmentType: '99' }, 'recruitmentType'],
      ['end before start', { startTime: 2_000_000_000_000, endTime: 1_900_000_000_000 }, 'endTime'],
      ['signup end before signup start', { signupStartTime: 2_000_000_000_000, signupEndTime: 1_900_000_000_000 }, 'signupEndTime'],
      ['start time as a string', { startTime: '2026-01-01' }, 'startTime'],
      ['negative quota', { formalStudentQuota: -1 }, 'formalStudentQuota'],
      ['quota too large', { candidateStudentQuota: 100_001 }, 'candidateStudentQuota'],
      ['fractional quota', { formalVolunteerQuota: 1.5 }, 'formalVolunteerQuota'],
      ['quota as a word', { candidateVolunteerQuota: 'three' }, 'candidateVolunteerQuota'],
      ['negative fee', { fee: -1 }, 'fee'],
      ['reply deadline 0', { replyDeadlineHours: 0 }, 'replyDeadlineHours'],
      ['unknown teacher', { teacherIds: [987654] }, 'teacherIds'],
      ['teacher ids not unique', { teacherIds: [5, 5] }, 'teacherIds'],
      ['unknown location', { locationId: 987654 }, 'locationId'],
      ['class status out of the enumeration', { status: 13 }, 'status'],
      ['created paused', { status: 40 }, 'status'],
      ['session ending before it starts', { sessions: [{ title: 'a', startTime: 5, endTime: 4 }] }, 'sessions[0].endTime'],
      ['session without title', { sessions: [{ startTime: 1, endTime: 2 }] }, 'sessions.0.title'],
      ['huge description', { description: 'x'.repeat(200_001) }, 'description'],
      ['cover url with a script scheme', { coverUrl: 'javascript:alert(1)' }, 'coverUrl'],
      ['cover image hotlinked from another site', { coverUrl: 'https://tracker.example.com/p.gif' }, 'coverUrl'],
      ['published not a boolean', { published: 'yes' }, 'published'],
    ];
    it.each(cases)('%s', async (_label, overrides, field) => {
      const before = await count('course_course');
      const body = courseBody(overrides);
      for (const [k, v] of Object.entries(body)) if (v === undefined) delete body[k];
      const r = await t.api.post('/course/course/create', body, { token: admin });
      expect(r.code).toBe(400);
      expect(r.msg).toContain(field);
      expect(await count('course_course')).toBe(before);
    });

    it('reads a body as upstream does: unknown fields (of the course and its sessions) ignored and not stored, numeric strings as numbers', async () => {
      const id = await create({
        id: null,
        foo: 1,
        tenantId: 2,
        deleted: true,
        creator: '999',
        createTime: 1_700_000_000_000,
        candidateVolunteerQuota: '3',
        sessions: [{ title: '第一次', startTime: '1000', endTime: 2000, courseId: 42 }],
      });
      const [row] = await t.sql<any>(
        `select tenant_id, deleted, creator, candidate_volunteer_quota, create_time > now() - interval '1 day' as fresh from course_course where id = ?`,
        [id],
      );
      expect(row).toEqual({
        tenant_id: 1,
        deleted: false,
        creator: expect.not.stringMatching(/^999$/),
        candidate_volunteer_quota: 3,
        fresh: true,
      });
      const got = await t.api.get<any>('/course/course/get', { token: admin, query: { id } });
      expect(got.data.sessions).toEqual([{ id: expect.any(Number), title: '第一次', startTime: 1000, endTime: 2000 }]);
    });

    it('refuses a teacher id of a user who is not a teacher', async () => {
      const r = await t.api.post('/course/course/create', courseBody({ teacherIds: [commonId] }), { token: admin });
      expect(r.code).toBe(400);
      expect(r.msg).toContain('teacherIds');
      expect(r.msg).toContain('不是老师');
    });

    it('refuses a bad update without changing the course', async () => {
      const id = await create({ name: '原名' });
      const r = await t.api.put('/course/course/update', courseBody({ id, name: '新名', fee: -5 }), { token: admin });
      expect(r.code).toBe(400);
      const got = await t.api.get<any>('/course/course/get', { token: admin, query: { id } });
      expect(got.data.name).toBe('原名');
    });

    it('refuses a bad id on get and delete', async () => {
      expect((await t.api.get('/course/course/get', { token: admin, query: { id: 'abc' } })).code).toBe(400);
      expect((await t.api.delete('/course/course/delete', { token: admin })).code).toBe(400);
    });
  });

  it('keeps codes unique per tenant (create and update)', async () => {
    await create({ code: 'UNIQ-1' });
    const before = await count('course_course');
    const dup = await t.api.post('/course/course/create', courseBody({ code: 'UNIQ-1' }), { token: admin });
    expect(dup).toEqual({ code: CourseErrors.COURSE_CODE_DUPLICATE.code, msg: '课程编号【UNIQ-1】已存在', data: null });
    expect(await count('course_course')).toBe(before);
    const other = await create({ code: 'UNIQ-2' });
    const upd = await t.api.put('/course/course/update', courseBody({ id: other, code: 'UNIQ-1' }), { token: admin });
    expect(upd.code).toBe(CourseErrors.COURSE_CODE_DUPLICATE.code);
  });

  it('allows the class-status transitions and refuses the others naming the current status', async () => {
    const id = await create();
    const move = (status: number) => t.api.put('/course/course/update-status', { id, status }, { token: admin });
    expect((await move(ClassStatus.IN_CLASS)).code).toBe(0);
    const back = await move(ClassStatus.BEFORE_CLASS);
    expect(back).toEqual({
      code: CourseErrors.COURSE_STATUS_TRANSITION_ILLEGAL.code,
      msg: '课程当前状态为【正常课中】，不能变更为【正常课前】',
      data: null,
    });
    expect((await move(ClassStatus.PAUSED)).code).toBe(0);
    const paused = await t.api.get<any>('/course/course/get', { token: admin, query: { id } });
    expect(paused.data).toMatchObject({ status: 40, pausedFrom: 11 });
    const wrongResume = await move(ClassStatus.AFTER_CLASS);
    expect(wrongResume.code).toBe(CourseErrors.COURSE_STATUS_TRANSITION_ILLEGAL.code);
    expect(wrongResume.msg).toContain('已暂停');
    expect((await move(ClassStatus.IN_CLASS)).code).toBe(0);
    expect((await move(ClassStatus.AFTER_CLASS)).code).toBe(0);
    expect((await move(ClassStatus.COMPLETED)).code).toBe(0);
    const done = await move(ClassStatus.PAUSED);
    expect(done.msg).toBe('课程当前状态为【已完成】，不能变更为【已暂停】');
    expect((await move(99)).code).toBe(400);
    const events = (await outbox(id)).filter((e) => e.type === 'CourseStatusChanged');
    expect(events.map((e) => [e.payload.previousStatus, e.payload.status])).toEqual([
      [10, 11],
      [11, 40],
      [40, 11],
      [11, 12],
      [12, 20],
    ]);
  });

  it('applies a status change sent with update by the same rules', async () => {
    const id = await create();
    const skip = await t.api.put('/course/course/update', courseBody({ id, status: ClassStatus.COMPLETED, name: '不应保存' }), {
      token: admin,
    });
    expect(skip.code).toBe(CourseErrors.COURSE_STATUS_TRANSITION_ILLEGAL.code);
    expect((await t.api.get<any>('/course/course/get', { token: admin, query: { id } })).data).toMatchObject({
      status: 10,
      name: '禅修入门',
    });
    expect((await t.api.put('/course/course/update', courseBody({ id, status: ClassStatus.PAUSED }), { token: admin })).code).toBe(0);
    expect((await t.api.get<any>('/course/course/get', { token: admin, query: { id } })).data).toMatchObject({
      status: 40,
      pausedFrom: 10,
    });
  });

  it('sanitises the description: no scripts, no event handlers, images of our own uploads kept', async () => {
    const id = await create({
      description:
        '<p style="color:red" onclick="x()">Hi<script>alert(1)</script></p><img src="/admin-api/infra/file/x.png" onerror="alert(2)"><img src="data:image/png;base64,AAAA"><a href="javascript:alert(3)">l</a><iframe src="https://e.example"></iframe>',
    });
    const { data } = await t.api.get<any>('/course/course/get', { token: admin, query: { id } });
    expect(data.description).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(data.description).toContain('<img src="/admin-api/infra/file/x.png" />');
    expect(data.description).toContain('data:image/png;base64,AAAA');
    expect(data.description).toContain('<p style="color:red">Hi</p>');
  });

  it('takes the reply deadline from the config when the body has none', async () => {
    await t.sql(`update infra_config set value = '48' where config_key = 'signup.offer.reply-deadline-hours'`);
    const id = await create();
    const explicit = await create({ replyDeadlineHours: 24 });
    await t.sql(`update infra_config set value = '72' where config_key = 'signup.offer.reply-deadline-hours'`);
    const got = await t.api.get<any>('/course/course/get', { token: admin, query: { id } });
    expect([48, 72]).toContain(got.data.replyDeadlineHours); // 72 if the config value is cached
    expect((await t.api.get<any>('/course/course/get', { token: admin, query: { id: explicit } })).data.replyDeadlineHours).toBe(24);
  });

  it('pages with filters', async () => {
    const base = Date.UTC(2031, 0, 1);
    const a = await create({
      name: '页测试 Alpha',
      code: 'PG-A',
      teacherIds: [otherTeacherId],
      startTime: base,
      endTime: base + 1000,
      type: '2',
    });
    const b = await create({
      name: '页测试 Beta',
      code: 'PG-B',
      published: false,
      startTime: base + 86_400_000,
      endTime: base + 86_400_000,
    });
    const page = (query: Record<string, any>) =>
      t.api.get<any>('/course/course/page', { token: admin, query: { pageNo: 1, pageSize: 50, ...query } });
    expect((await page({ name: '页测试' })).data.list.map((c: any) => c.id).sort()).toEqual([a, b].sort());
    expect((await page({ name: '页测试', published: 'false' })).data.list.map((c: any) => c.id)).toEqual([b]);
    expect((await page({ teacherId: otherTeacherId })).data.list.map((c: any) => c.id)).toContain(a);
    expect((await page({ teacherId: otherTeacherId })).data.list.map((c: any) => c.id)).not.toContain(b);
    expect((await page({ name: '页测试', type: '2' })).data).toMatchObject({ total: 1, list: [{ id: a, code: 'PG-A' }] });
    expect((await page({ startTime: [base - 1, base + 1] })).data.list.map((c: any) => c.id)).toEqual([a]);
    expect((await page({ code: 'PG-' })).data.total).toBe(2);
    const limited = await page({ name: '页测试', pageSize: 1 });
    expect(limited.data.list).toHaveLength(1);
    expect(limited.data.total).toBe(2);
    expect((await page({ pageSize: 201 })).code).toBe(400);
    expect((await page({ published: 'maybe' })).code).toBe(400);
    expect((await page({ status: 'x' })).code).toBe(400);
    expect((await page({ name: '页测试%' })).data.total).toBe(0);
  });

  describe('access', () => {
    it('answers 401 without a token and 403 to a teacher creating or a visitor reading', async () => {
      expect((await t.api.post('/course/course/create', courseBody())).code).toBe(401);
      const teacher = await signIn(t, 'accteacher', [RoleCode.COURSE_TEACHER]);
      expect((await t.api.post('/course/course/create', courseBody(), { token: teacher.token })).code).toBe(403);
      expect((await t.api.put('/course/course/update-status', { id: 1, status: 11 }, { token: teacher.token })).code).toBe(403);
      expect((await t.api.get('/course/course/page', { token: teacher.token })).code).toBe(0);
      const visitor = await signIn(t, 'accvisitor', [RoleCode.COMMON]);
      expect((await t.api.get('/course/course/page', { token: visitor.token })).code).toBe(403);
      expect((await t.api.delete('/course/course/delete', { token: visitor.token, query: { id: 1 } })).code).toBe(403);
    });

    it('lets a dept admin manage courses', async () => {
      const dept = await signIn(t, 'accdept', [RoleCode.DEPT_ADMIN]);
      const r = await t.api.post<number>('/course/course/create', courseBody(), { token: dept.token });
      expect(r.code).toBe(0);
    });
  });

  describe('public client calls', () => {
    it('shows only published, not deleted courses, with teacher nicknames and the signup flag', async () => {
      const now = Date.now();
      const open = await create({ name: '公开课', code: 'PUB-OPEN', teacherIds: [teacherId] });
      const hidden = await create({ name: '未发布', code: 'PUB-HIDDEN', published: false });
      const deleted = await create({ name: '已删除', code: 'PUB-DEL' });
      await t.api.delete('/course/course/delete', { token: admin, query: { id: deleted } });
      const closed = await create({ name: '报名已截止', code: 'PUB-CLOSED', signupStartTime: now - 10_000, signupEndTime: now - 5_000 });
      const paused = await create({ name: '暂停课', code: 'PUB-PAUSED' });
      await t.api.put('/course/course/update-status', { id: paused, status: 40 }, { token: admin });

      const page = await t.api.get<any>('/client/course/page', { query: { pageNo: 1, pageSize: 200 } });
      expect(page.code).toBe(0);
      const ids = page.data.list.map((c: any) => c.id);
      expect(ids).toEqual(expect.arrayContaining([open, closed, paused]));
      expect(ids).not.toContain(hidden);
      expect(ids).not.toContain(deleted);
      const item = page.data.list.find((c: any) => c.id === open);
      expect(item).toMatchObject({ signupOpen: true, teacherNames: ['张老师'], fee: 0, formalStudentQuota: 10, description: '' });
      expect(item).not.toHaveProperty('seatsLeft');
      expect(page.data.list.find((c: any) => c.id === closed).signupOpen).toBe(false);
      expect(page.data.list.find((c: any) => c.id === paused).signupOpen).toBe(false);

      const kw = await t.api.get<any>('/client/course/page', { query: { keyword: 'PUB-OPEN' } });
      expect(kw.data.list.map((c: any) => c.id)).toEqual([open]);
      const byStatus = await t.api.get<any>('/client/course/page', { query: { status: 40, pageSize: 200 } });
      expect(byStatus.data.list.every((c: any) => c.status === 40)).toBe(true);

      const one = await t.api.get<any>('/client/course/get', { query: { id: open } });
      expect(one.data).toMatchObject({ id: open, description: '<p>简介</p>', signupOpen: true });
      expect((await t.api.get('/client/course/get', { query: { id: hidden } })).code).toBe(CourseErrors.COURSE_NOT_EXISTS.code);
      expect((await t.api.get('/client/course/get', { query: { id: 'x' } })).code).toBe(400);
      expect((await t.api.get('/client/course/page', { query: { pageSize: 1000 } })).code).toBe(400);
    });
  });

  describe('contract queries for the signup module', () => {
    it('answers GetCourseForSignup, GetCoursesForSignup and GetTeacherCourseIds', async () => {
      const bus = t.app.get(QueryBus);
      const id = await create({ code: 'CQ-1', teacherIds: [teacherId], fee: 1500, needTeacherAudit: false });
      const second = await create({ code: 'CQ-2' });
      const gone = await create({ code: 'CQ-3', teacherIds: [teacherId] });
      await t.api.delete('/course/course/delete', { token: admin, query: { id: gone } });

      const one = await bus.execute(new GetCourseForSignupQuery(id));
      expect(one).toMatchObject({
        id,
        tenantId: 1,
        code: 'CQ-1',
        status: 10,
        published: true,
        fee: 1500,
        needTeacherAudit: false,
        teacherIds: [teacherId],
        formalStudentQuota: 10,
      });
      expect(one!.signupStartTime).toBeInstanceOf(Date);
      expect(await bus.execute(new GetCourseForSignupQuery(gone))).toBeNull();
      expect(await bus.execute(new GetCourseForSignupQuery(999_999))).toBeNull();

      const many = await bus.execute(new GetCoursesForSignupQuery([second, id, 999_999, gone]));
      expect(many.map((c) => c.id)).toEqual([id, second]);
      expect(await bus.execute(new GetCoursesForSignupQuery([]))).toEqual([]);

      const taught = await bus.execute(new GetTeacherCourseIdsQuery(teacherId));
      expect(taught).toContain(id);
      expect(taught).not.toContain(gone);
      expect(taught).not.toContain(second);
      expect(await bus.execute(new GetTeacherCourseIdsQuery(commonId))).toEqual([]);
    });
  });
});
