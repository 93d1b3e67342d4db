/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { DataScope, RoleCode } from '@dha/contracts';
import { signIn, uniq } from '@dha/system/testing';
import { createTestApp, type TestApp } from '@dha/testing';
import { CourseErrors } from '../course.errors';
import { courseBody } from '../testing';

/**
 * Hole 6 of issue 29: teachers read every course, unpublished ones of other teachers included. A
 * teacher sees the courses they teach and published ones, the latter within their roles' data scope
 * (as the signup lists apply it); the course and signup admins keep their data scope.
 */
describe('what a teacher reads of the courses', () => {
  let t: TestApp;
  let admin: string;
  let teacher: { id: number; token: string };
  let signupAdmin: { id: number; token: string };
  const courses = { published: 0, ownDraft: 0, othersDraft: 0, othersPublished: 0 };

  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' });
    admin = await t.api.loginAsAdmin();
    teacher = await signIn(t, uniq('tscope'), [RoleCode.COURSE_TEACHER]);
    const other = await signIn(t, uniq('tscopeother'), [RoleCode.COURSE_TEACHER]);
    signupAdmin = await signIn(t, uniq('tscopeadm'), [RoleCode.SIGNUP_ADMIN]);
    const create = async (o: Record<string, unknown>): Promise<number> => {
      const r = await t.api.post<number>('/course/course/create', courseBody(o), { token: admin });
      if (r.code !== 0) throw new Error(`${r.code} ${r.msg}`);
      return r.data!;
    };
    courses.published = await create({ published: true });
    courses.ownDraft = await create({ published: false, teacherIds: [teacher.id] });
    courses.othersDraft = await create({ published: false, teacherIds: [other.id] });
    courses.othersPublished = await create({ published: true, teacherIds: [other.id] });
  });
  afterAll(() => t.close());

  const visible = async (token: string, query: Record<string, string | number | boolean> = {}): Promise<string[]> => {
    const r = await t.api.get<any>('/course/course/page', { token, query: { pageSize: 200, ...query } });
    expect(r.code).toBe(0);
    const ids: number[] = r.data.list.map((c: any) => c.id);
    return Object.entries(courses)
      .filter(([, id]) => ids.includes(id))
      .map(([name]) => name)
      .sort();
  };
  const setTeacherScope = async (dataScope: number) => {
    const [role] = await t.sql<{ id: number }>(`select id from system_role where tenant_id = 1 and code = ?`, [RoleCode.COURSE_TEACHER]);
    const r = await t.api.post('/system/permission/assign-role-data-scope', { roleId: role!.id, dataScope }, { token: admin });
    expect(r.code).toBe(0);
  };

  it('lists the courses the teacher teaches and the published ones, never another teacher’s unpublished course', async () => {
    expect(await visible(teacher.token)).toEqual(['othersPublished', 'ownDraft', 'published']);
    expect(await visible(teacher.token, { published: false })).toEqual(['ownDraft']);
  });

  it('answers another teacher’s unpublished course as not found, and reads its own and published ones', async () => {
    const get = (id: number) => t.api.get<any>('/course/course/get', { token: teacher.token, query: { id } });
    expect(await get(courses.othersDraft)).toEqual({ code: CourseErrors.COURSE_NOT_EXISTS.code, msg: '课程不存在', data: null });
    for (const id of [courses.ownDraft, courses.published, courses.othersPublished]) expect((await get(id)).data).toMatchObject({ id });
  });

  it('applies the teacher roles’ data scope to the published courses; the courses they teach stay', async () => {
    await setTeacherScope(DataScope.DEPT_SELF);
    try {
      expect(await visible(teacher.token)).toEqual(['ownDraft']);
    } finally {
      await setTeacherScope(DataScope.ALL);
    }
    expect(await visible(teacher.token)).toEqual(['othersPublished', 'ownDraft', 'published']);
  });

  it('leaves an admin the courses of their data scope, published or not', async () => {
    expect(await visible(signupAdmin.token)).toEqual(['othersDraft', 'othersPublished', 'ownDraft', 'published']);
    expect(await visible(admin)).toEqual(['othersDraft', 'othersPublished', 'ownDraft', 'published']);
  });
});
