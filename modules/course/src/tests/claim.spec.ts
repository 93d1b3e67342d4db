/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { ClaimStatus, RoleCode } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { CourseErrors } from '../course.errors';
import { signIn } from '@dha/system/testing';
import { courseBody } from '../testing';

describe('teacher claims /course/claim/*', () => {
  let t: TestApp;
  let admin: string;
  let t1: { id: number; token: string };
  let t2: { id: number; token: string };
  let t3: { id: number; token: string };
  let signupAdmin: { id: number; token: string };
  withAdminApp(async (app, adminToken) => {
    [t, admin] = [app, adminToken];
    t1 = await signIn(t, 'claimone', [RoleCode.COURSE_TEACHER]);
    t2 = await signIn(t, 'claimtwo', [RoleCode.OTHER_TEACHER]);
    t3 = await signIn(t, 'claimthree', [RoleCode.COURSE_TEACHER]);
    signupAdmin = await signIn(t, 'claimadmin', [RoleCode.SIGNUP_ADMIN]);
  });

  const newCourse = async (o: Record<string, unknown> = {}) =>
    (await t.api.post<number>('/course/course/create', courseBody(o), { token: admin })).data!;

  it('runs the claim flow: INIT, then an admin picks one (DONE, teacher joins) and the rest become IGNORE', async () => {
    const courseId = await newCourse();
    const claimable = await t.api.get<any>('/course/claim/course-page', { token: t1.token, query: { pageSize: 200 } });
    expect(claimable.data.list.map((c: any) => c.id)).toContain(courseId);

    const c1 = await t.api.post<number>('/course/claim/create', { courseId }, { token: t1.token });
    expect(c1.code).toBe(0);
    expect((await t.api.post('/course/claim/create', { courseId }, { token: t1.token })).code).toBe(CourseErrors.CLAIM_DUPLICATE.code);
    const c2 = await t.api.post<number>('/course/claim/create', { courseId }, { token: t2.token });
    const c3 = await t.api.post<number>('/course/claim/create', { courseId }, { token: t3.token });
    expect([c2.code, c3.code]).toEqual([0, 0]);

    // a teacher sees only their own claims; an admin sees all
    const own = await t.api.get<any>('/course/claim/page', { token: t1.token, query: { courseId } });
    expect(own.data.list.map((c: any) => c.teacherUserId)).toEqual([t1.id]);
    const all = await t.api.get<any>('/course/claim/page', { token: signupAdmin.token, query: { courseId } });
    expect(all.data.total).toBe(3);
    expect(all.data.list[0]).toMatchObject({
      courseId,
      status: ClaimStatus.INIT,
      courseCode: expect.any(String),
      teacherNickname: expect.any(String),
    });

    // a teacher cannot decide
    expect((await t.api.put('/course/claim/update-status', { id: c1.data, status: 1 }, { token: t1.token })).code).toBe(403);
    expect(
      (await t.api.put('/course/claim/update-status', { id: c3.data, status: ClaimStatus.IGNORE }, { token: signupAdmin.token })).data,
    ).toBe(true);
    expect(
      (await t.api.put('/course/claim/update-status', { id: c2.data, status: ClaimStatus.DONE }, { token: signupAdmin.token })).data,
    ).toBe(true);

    const statuses = await t.sql<{ teacher_user_id: number; status: number }>(
      `select teacher_user_id, status from course_claim where course_id = ? order by id`,
      [courseId],
    );
    expect(statuses).toEqual([
      { teacher_user_id: t1.id, status: ClaimStatus.IGNORE },
      { teacher_user_id: t2.id, status: ClaimStatus.DONE },
      { teacher_user_id: t3.id, status: ClaimStatus.IGNORE },
    ]);
    const course = await t.api.get<any>('/course/course/get', { token: admin, query: { id: courseId } });
    expect(course.data.teacherIds).toEqual([t2.id]);
    const events = await t.sql<{ type: string }>(
      `select type from core_outbox_event where aggregate_type = 'course' and aggregate_id = ? and type = 'CourseTeacherClaimed'`,
      [String(courseId)],
    );
    expect(events).toHaveLength(1);

    // decided claims are final; the course now has a teacher
    expect(
      (await t.api.put('/course/claim/update-status', { id: c1.data, status: ClaimStatus.DONE }, { token: signupAdmin.token })).code,
    ).toBe(CourseErrors.CLAIM_ALREADY_DECIDED.code);
    expect((await t.api.post('/course/claim/create', { courseId }, { token: t1.token })).code).toBe(
      CourseErrors.CLAIM_COURSE_HAS_TEACHER.code,
    );
    const after = await t.api.get<any>('/course/claim/course-page', { token: t1.token, query: { pageSize: 200 } });
    expect(after.data.list.map((c: any) => c.id)).not.toContain(courseId);
  });

  it('refuses claims on courses that have a teacher, are missing, or by non-teachers', async () => {
    const taught = await newCourse({ teacherIds: [t1.id] });
    expect((await t.api.post('/course/claim/create', { courseId: taught }, { token: t3.token })).code).toBe(
      CourseErrors.CLAIM_COURSE_HAS_TEACHER.code,
    );
    expect((await t.api.post('/course/claim/create', { courseId: 987654 }, { token: t3.token })).code).toBe(
      CourseErrors.COURSE_NOT_EXISTS.code,
    );
    expect((await t.api.post('/course/claim/create', { courseId: 'x' }, { token: t3.token })).code).toBe(400);
    expect((await t.api.post('/course/claim/create', {}, { token: t3.token })).code).toBe(400);
    const visitor = await signIn(t, 'claimvisitor', [RoleCode.COMMON]);
    expect((await t.api.post('/course/claim/create', { courseId: taught }, { token: visitor.token })).code).toBe(403);
    expect((await t.api.get('/course/claim/page', { token: visitor.token })).code).toBe(403);
    expect((await t.api.post('/course/claim/create', { courseId: taught }, { token: signupAdmin.token })).code).toBe(403);
    // admin passes the role check but is not a teacher
    const free = await newCourse();
    expect((await t.api.post('/course/claim/create', { courseId: free }, { token: admin })).code).toBe(CourseErrors.CLAIM_NOT_TEACHER.code);
    expect((await t.api.put('/course/claim/update-status', { id: 1, status: ClaimStatus.INIT }, { token: signupAdmin.token })).code).toBe(
      400,
    );
    expect(
      (await t.api.put('/course/claim/update-status', { id: 987654, status: ClaimStatus.DONE }, { token: signupAdmin.token })).code,
    ).toBe(CourseErrors.CLAIM_NOT_EXISTS.code);
  });
});
