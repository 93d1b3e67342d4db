/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { DataScope } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { courseCreateBody, createCourse, createUser, uniq, type TestUser } from '../testing/signup-fixtures';
import { signupSteps } from '../testing/signup-steps';

jest.setTimeout(60_000);

/** the course module's not-found code (a course outside the caller's scope is not found) */
const COURSE_NOT_EXISTS = 1_030_000_000;

/**
 * Role data scopes (contract §7) on the management lists of courses and signups: courses belong to
 * their creator's department. The viewer is a dept_admin of department A; A1 lies below A; B beside it.
 */
describe('data scope of courses and signups', () => {
  let t: TestApp;
  let admin: string;
  let viewer: TestUser;
  let deptAdminRoleId: number;
  const courses: Record<'a' | 'a1' | 'b' | 'own', number> = { a: 0, a1: 0, b: 0, own: 0 };
  const signups: Record<string, number> = {};
  let deptB: number;

  const dept = async (name: string, parentId = 0): Promise<number> =>
    (
      await t.sql<{ id: number }>(
        `insert into system_dept (tenant_id, name, parent_id, sort, status, create_time, update_time) values (1, ?, ?, 1, 0, now(), now()) returning id`,
        [uniq(name), parentId],
      )
    )[0]!.id;
  const staffIn = async (deptId: number, prefix: string): Promise<TestUser> => {
    const user = await createUser(t, prefix, ['dept_admin']);
    await t.sql(`update system_users set dept_id = ? where id = ?`, [deptId, user.id]);
    return user;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
    const a = await dept('甲部');
    const a1 = await dept('甲一部', a);
    deptB = await dept('乙部');
    deptAdminRoleId = (await t.sql<{ id: number }>(`select id from system_role where tenant_id = 1 and code = 'dept_admin'`))[0]!.id;
    viewer = await staffIn(a, 'viewer');
    courses.a = await createCourse(t, (await staffIn(a, 'ca')).token);
    courses.a1 = await createCourse(t, (await staffIn(a1, 'ca1')).token);
    courses.b = await createCourse(t, (await staffIn(deptB, 'cb')).token);
    courses.own = await createCourse(t, viewer.token);
    const { submit } = signupSteps(t);
    for (const [key, id] of Object.entries(courses)) signups[key] = (await submit(id)).id;
  });
  afterAll(() => t.close());

  const setScope = async (dataScope: number, dataScopeDeptIds: number[] = []) => {
    const r = await t.api.post(
      '/system/permission/assign-role-data-scope',
      { roleId: deptAdminRoleId, dataScope, dataScopeDeptIds },
      { token: admin },
    );
    expect(r.code).toBe(0);
  };
  const keysOf = (ids: number[]): string[] =>
    Object.entries(courses)
      .filter(([, id]) => ids.includes(id))
      .map(([k]) => k)
      .sort();
  const visibleCourses = async (): Promise<string[]> => {
    const r = await t.api.get<any>('/course/course/page', { token: viewer.token, query: { pageSize: 200 } });
    expect(r.code).toBe(0);
    return keysOf(r.data.list.map((c: any) => c.id));
  };
  const visibleSignupCourses = async (query: Record<string, string | number> = {}): Promise<string[]> => {
    const r = await t.api.get<any>('/signup/signup/page', { token: viewer.token, query: { pageSize: 200, ...query } });
    expect(r.code).toBe(0);
    return keysOf([...new Set<number>(r.data.list.map((s: any) => s.courseId))]);
  };

  it.each([
    ['ALL', DataScope.ALL, false, ['a', 'a1', 'b', 'own']],
    ['DEPT_CUSTOM (乙部)', DataScope.DEPT_CUSTOM, true, ['b']],
    ['DEPT_ONLY', DataScope.DEPT_ONLY, false, ['a', 'own']],
    ['DEPT_AND_CHILD', DataScope.DEPT_AND_CHILD, false, ['a', 'a1', 'own']],
    ['SELF', DataScope.DEPT_SELF, false, ['own']],
  ] as const)('%s: the course page and the signup page show exactly the scope', async (_label, scope, custom, expected) => {
    await setScope(scope, custom ? [deptB] : []);
    expect(await visibleCourses()).toEqual([...expected]);
    expect(await visibleSignupCourses()).toEqual([...expected]);
    // the review queue (a status filter of the same list) keeps the scope
    for (const key of await visibleSignupCourses({ status: 10 })) expect(expected).toContain(key);
    for (const key of ['a', 'a1', 'b', 'own'] as const) {
      const inside = (expected as readonly string[]).includes(key);
      const got = await t.api.get<any>('/course/course/get', { token: viewer.token, query: { id: courses[key] } });
      expect(got.code).toBe(inside ? 0 : COURSE_NOT_EXISTS);
      const signup = await t.api.get('/signup/signup/get', { token: viewer.token, query: { id: signups[key] } });
      expect(signup.code).toBe(inside ? 0 : 403);
      const stats = await t.api.get('/signup/signup/stats', { token: viewer.token, query: { courseId: courses[key] } });
      expect(stats.code).toBe(inside ? 0 : 403);
    }
  });

  it('a course outside the scope cannot be updated, paused or deleted (not found); its signups not reviewed', async () => {
    await setScope(DataScope.DEPT_ONLY);
    const outside = courses.b;
    const before = await t.sql(`select name, status, deleted from course_course where id = ?`, [outside]);
    const current = (await t.api.get<any>('/course/course/get', { token: admin, query: { id: outside } })).data;
    const update = await t.api.put('/course/course/update', { ...pick(current), id: outside, name: '越权修改' }, { token: viewer.token });
    expect(update.code).toBe(COURSE_NOT_EXISTS);
    expect((await t.api.put('/course/course/update-status', { id: outside, status: 40 }, { token: viewer.token })).code).toBe(
      COURSE_NOT_EXISTS,
    );
    expect((await t.api.delete('/course/course/delete', { token: viewer.token, query: { id: outside } })).code).toBe(COURSE_NOT_EXISTS);
    expect(await t.sql(`select name, status, deleted from course_course where id = ?`, [outside])).toEqual(before);
    const [row] = await t.sql<{ version: number }>(`select version from signup_signup where id = ?`, [signups.b]);
    const review = await t.api.post(
      '/signup/signup/review',
      { id: signups.b, version: row!.version, action: 'PASS' },
      { token: viewer.token },
    );
    expect(review.code).toBe(403);
    // inside the scope the same calls work
    const mine = (await t.api.get<any>('/course/course/get', { token: viewer.token, query: { id: courses.own } })).data;
    expect(
      (await t.api.put('/course/course/update', { ...pick(mine), id: courses.own, name: '本部门修改' }, { token: viewer.token })).code,
    ).toBe(0);
  });

  it('the signup export keeps the scope', async () => {
    await setScope(DataScope.DEPT_SELF);
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin-api/signup/signup/export-excel',
      headers: { authorization: `Bearer ${viewer.token}`, 'tenant-id': '1' },
    });
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ids = wb.worksheets[0]!.getRows(2, wb.worksheets[0]!.rowCount - 1)!.map((r) => Number(r.getCell(1).value));
    expect(ids).toEqual([signups.own]);
  });

  it('a new course takes its creator department; the admin (super_admin) sees everything', async () => {
    const [row] = await t.sql<{ dept_id: number | null }>(`select dept_id from course_course where id = ?`, [courses.b]);
    expect(row!.dept_id).toBe(deptB);
    const all = await t.api.get<any>('/course/course/page', { token: admin, query: { pageSize: 200 } });
    expect(keysOf(all.data.list.map((c: any) => c.id))).toEqual(['a', 'a1', 'b', 'own']);
  });
  it('a course can be given a department inside the caller scope, never one outside it (create and update)', async () => {
    await setScope(DataScope.DEPT_AND_CHILD);
    const [{ dept_id: deptA }] = await t.sql<{ dept_id: number }>(`select dept_id from system_users where id = ?`, [viewer.id]);
    const [{ dept_id: deptA1 }] = await t.sql<{ dept_id: number }>(`select dept_id from course_course where id = ?`, [courses.a1]);
    const courseCount = await t.rowCount('course_course');
    // outside the scope, unknown, or not a number: 400 naming the field, nothing written
    for (const deptId of [deptB, 99_999_999, 'x', 0]) {
      const r = await t.api.post('/course/course/create', courseCreateBody({ deptId: deptId as number }), { token: viewer.token });
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining('deptId')]);
    }
    expect(await t.rowCount('course_course')).toBe(courseCount);
    // a child department is inside DEPT_AND_CHILD
    const id = await createCourse(t, viewer.token, { deptId: deptA1 });
    const deptOf = async (courseId: number) =>
      (await t.sql<{ dept_id: number }>(`select dept_id from course_course where id = ?`, [courseId]))[0]!.dept_id;
    expect(await deptOf(id)).toBe(deptA1);
    const got = (await t.api.get<any>('/course/course/get', { token: viewer.token, query: { id } })).data;
    expect(got.deptId).toBe(deptA1);
    // update: moving it out of reach is refused and changes nothing; moving it inside works
    const out = await t.api.put('/course/course/update', { ...pick(got), id, deptId: deptB }, { token: viewer.token });
    expect([out.code, out.msg]).toEqual([400, expect.stringContaining('deptId')]);
    expect(await deptOf(id)).toBe(deptA1);
    expect((await t.api.put('/course/course/update', { ...pick(got), id, deptId: deptA }, { token: viewer.token })).code).toBe(0);
    expect(await deptOf(id)).toBe(deptA);
    // the super admin may place a course in any department
    expect((await t.api.put('/course/course/update', { ...pick(got), id, deptId: deptB }, { token: admin })).code).toBe(0);
    expect(await deptOf(id)).toBe(deptB);
  });
});

/** The saveable fields of a course as `get` answers it. */
function pick(c: any): Record<string, unknown> {
  const keys = [
    'name',
    'code',
    'type',
    'recruitmentType',
    'description',
    'coverUrl',
    'locationId',
    'startTime',
    'endTime',
    'signupStartTime',
    'signupEndTime',
    'formalStudentQuota',
    'candidateStudentQuota',
    'formalVolunteerQuota',
    'candidateVolunteerQuota',
    'fee',
    'needTeacherAudit',
    'replyDeadlineHours',
    'status',
    'published',
    'teacherIds',
  ];
  return Object.fromEntries(keys.filter((k) => c[k] !== undefined && c[k] !== null).map((k) => [k, c[k]]));
}
