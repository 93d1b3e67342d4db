/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { DASHBOARD_DAYS_DEFAULT, SignupStatus, type StaffDashboardVO } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { createCourse, createUser, type TestUser } from '../../testing/signup-fixtures';
import { signupSteps } from '../../testing/signup-steps';

jest.setTimeout(60_000);

const W = String(SignupStatus.WAIT_AUDIT);
const WT = String(SignupStatus.WAIT_TEACHER_AUDIT);

describe('staff dashboard (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let signupAdmin: TestUser;
  let visitor: TestUser;
  let taught: number;
  let notTaught: number;

  const dashboard = (token: string, query: Record<string, string | number> = {}) =>
    t.api.get<StaffDashboardVO>('/signup/signup/dashboard', { token, query });

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.api.loginAsAdmin();
    teacher = await createUser(t, 'dbt', ['course_teacher']);
    otherTeacher = await createUser(t, 'dbo', ['other_teacher']);
    signupAdmin = await createUser(t, 'dbs', ['signup_admin']);
    visitor = await createUser(t, 'dbv', ['common']);
    taught = await createCourse(t, admin, { teacherIds: [teacher.id, otherTeacher.id] });
    notTaught = await createCourse(t, admin);
    const { submit, review } = signupSteps(t);
    await submit(taught);
    await submit(taught);
    const passed = await submit(taught);
    expect(await review(signupAdmin.token, passed.id, 'PASS')).toMatchObject({ code: 0 });
    await submit(notTaught);
    // in class now (signups are taken before class only)
    await t.sql(`update course_course set status = 11 where id = ?`, [notTaught]);
  });
  afterAll(() => t.close());

  it("counts a teacher's waiting signups, days and courses over their own courses only", async () => {
    const r = await dashboard(teacher.token, { days: 7 });
    expect(r.code).toBe(0);
    const d = r.data!;
    expect(d.days).toBe(7);
    expect(d.waiting).toEqual({ [W]: 2, [WT]: 1 });
    expect(d.perDay).toHaveLength(7);
    expect(d.perDay.at(-1)!.count).toBe(3);
    expect(d.perDay.slice(0, -1).every((p) => p.count === 0)).toBe(true);
    expect(d.perDay.at(-1)!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.coursesByStatus).toEqual({ '10': 1 });
    expect(d.courses).toEqual([expect.objectContaining({ id: taught, status: 10, teaching: true, waitAudit: 2, waitTeacherAudit: 1 })]);
  });

  it('gives an other_teacher the courses he teaches; an admin sees the tenant', async () => {
    const other = await dashboard(otherTeacher.token);
    expect(other.code).toBe(0);
    expect(other.data!.days).toBe(DASHBOARD_DAYS_DEFAULT);
    expect(other.data!.perDay).toHaveLength(DASHBOARD_DAYS_DEFAULT);
    expect(other.data!.courses.map((c) => c.id)).toEqual([taught]);

    const adminView = (await dashboard(signupAdmin.token)).data!;
    expect(adminView.waiting[W]).toBeGreaterThanOrEqual(3);
    expect(adminView.perDay.at(-1)!.count).toBeGreaterThanOrEqual(4);
    expect(adminView.coursesByStatus['11']).toBeGreaterThanOrEqual(1);
    expect(adminView.courses.some((c) => c.id === notTaught && !c.teaching && c.waitAudit === 1)).toBe(true);
  });

  it.each([['0'], ['91'], ['abc'], ['1.5']])('refuses days=%s with 400', async (days) => {
    const r: any = await dashboard(signupAdmin.token, { days });
    expect(r.code).toBe(400);
  });

  it('is closed to visitors', async () => {
    expect((await dashboard(visitor.token)).code).toBe(403);
  });
});
