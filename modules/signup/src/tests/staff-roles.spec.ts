import { SignupStatus as S } from '@dha/contracts';
import { createUser } from '../testing/signup-fixtures';
import { useSignupTestApp } from '../testing/signup-steps';

jest.setTimeout(60_000);

/** Who may call what on the staff signup calls (spec §6), and a teacher's limit to their own courses. */
describe('signup roles (real PostgreSQL and Redis)', () => {
  const spec = useSignupTestApp();

  describe('teachers see and review only their own courses', () => {
    it('lists, reads, reviews and completes only their courses', async () => {
      const { t, c, steps } = spec;
      const { row, submit, review } = steps;
      const { teacher, otherTeacher, signupAdmin, courseA, courseB } = c;
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
      const { t } = spec;
      for (const role of ROLES) tokens[role] = (await createUser(t, `r${role.slice(0, 4)}`, [role])).token;
    });

    it.each(calls)('%s', async (_name, method, path, allowed) => {
      const { t } = spec;
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
  });
});
