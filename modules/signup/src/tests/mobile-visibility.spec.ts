/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { downloadXlsx } from '@dha/infra/testing';
import { createCourse, createUser } from '../testing/signup-fixtures';
import { useSignupTestApp } from '../testing/signup-steps';

jest.setTimeout(60_000);

const MOBILE = '13912345678';
const MASKED = '139****5678';
/** a second applicant's own number (a mobile is one account's per tenant), with the same last digits */
const MOBILE2 = '13987655678';

/**
 * Applicants' mobile numbers in the staff signup views: whole for the roles that administer
 * signups and contact applicants (the signup-rep roles of spec §6), masked for teachers.
 */
describe('applicant mobile numbers by role (real PostgreSQL and Redis)', () => {
  const spec = useSignupTestApp();
  let signupId: number;

  beforeAll(async () => {
    const { t, c, steps } = spec;
    const visitor = await createUser(t, 'mob');
    await t.sql(`update system_users set mobile = ? where id = ?`, [MOBILE, visitor.id]);
    signupId = (await steps.submit(c.courseA, visitor)).id;
  });

  /** What a caller sees of the signup: in the page (filtered to the course), the detail and the export. */
  async function seen(token: string): Promise<{ page: unknown; detail: unknown; exported: unknown }> {
    const { t, c } = spec;
    const page = await t.api.get<any>('/signup/signup/page', { token, query: { courseId: c.courseA, pageSize: 100 } });
    expect(page.code).toBe(0);
    const row = page.data.list.find((s: any) => s.id === signupId);
    expect(row).toBeDefined();
    const detail = await t.api.get<any>('/signup/signup/get', { token, query: { id: signupId } });
    expect(detail.code).toBe(0);
    const { rows } = await downloadXlsx(t, '/signup/signup/export-excel', token, { courseId: String(spec.c.courseA) });
    const header = rows[0]!;
    const exportedRow = rows.find((r) => r[0] === signupId)!;
    expect(exportedRow).toBeDefined();
    return { page: row.mobile, detail: detail.data.mobile, exported: exportedRow[header.indexOf('手机号')] };
  }

  it.each([['super_admin'], ['dept_admin'], ['area_admin'], ['office_admin'], ['signup_admin']])(
    '%s reads the whole number in the list, the detail and the export',
    async (role) => {
      const staff = await createUser(spec.t, `m${role.slice(0, 4)}`, [role]);
      expect(await seen(staff.token)).toEqual({ page: MOBILE, detail: MOBILE, exported: MOBILE });
    },
  );

  it('the seeded administrator reads the whole number', async () => {
    expect(await seen(spec.c.admin)).toEqual({ page: MOBILE, detail: MOBILE, exported: MOBILE });
  });

  it('a course teacher reads it masked in the list (review queue, signup status), the detail and the export', async () => {
    const { teacher } = spec.c;
    expect(await seen(teacher.token)).toEqual({ page: MASKED, detail: MASKED, exported: MASKED });
  });

  it('a teacher who is also a signup admin reads the whole number (the role that needs it)', async () => {
    const both = await createUser(spec.t, 'mboth', ['course_teacher', 'signup_admin']);
    expect(await seen(both.token)).toEqual({ page: MOBILE, detail: MOBILE, exported: MOBILE });
  });

  it('the stats board of signup status (other_teacher, course_teacher) carries no number at all', async () => {
    const { t, c, steps } = spec;
    const other = await createUser(t, 'motch', ['other_teacher']);
    const courseId = await createCourse(t, c.admin, { teacherIds: [other.id, c.teacher.id] });
    const visitor = await createUser(t, 'mob2');
    await t.sql(`update system_users set mobile = ? where id = ?`, [MOBILE2, visitor.id]);
    await steps.submit(courseId, visitor);
    for (const u of [other, c.teacher]) {
      const stats = await t.api.get<any>('/signup/signup/stats', { token: u.token, query: { courseId } });
      expect(stats).toMatchObject({ code: 0, data: { total: 1 } });
      expect(JSON.stringify(stats.data)).not.toContain('5678');
    }
  });

  it("a masked caller's keyword matches a mobile only as the whole number (the hidden digits cannot be probed)", async () => {
    const { t, c } = spec;
    const ids = async (token: string, keyword: string): Promise<number[]> => {
      const r = await t.api.get<any>('/signup/signup/page', { token, query: { courseId: c.courseA, keyword, pageSize: 100 } });
      expect(r.code).toBe(0);
      return r.data.list.map((s: any) => s.id);
    };
    expect(await ids(c.teacher.token, '1391234')).not.toContain(signupId);
    expect(await ids(c.teacher.token, '139****5678')).not.toContain(signupId);
    expect(await ids(c.teacher.token, MOBILE)).toContain(signupId);
    expect(await ids(c.signupAdmin.token, '1391234')).toContain(signupId);
  });
});
