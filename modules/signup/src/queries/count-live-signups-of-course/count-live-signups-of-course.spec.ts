import { createCourse } from '../../testing/signup-fixtures';
import { useSignupTestApp } from '../../testing/signup-steps';

jest.setTimeout(60_000);

/** The course module asks before it deletes a course; the signup module answers. */
describe('live signups of a course (real PostgreSQL and Redis)', () => {
  const spec = useSignupTestApp();

  it('a course with live signups cannot be deleted; once they are cancelled or refused it can', async () => {
    const { t, c, steps } = spec;
    const { submit, review, act } = steps;
    const course = await createCourse(t, c.admin, { needTeacherAudit: false });
    const a = await submit(course);
    const b = await submit(course);
    const refused = await t.api.delete('/course/course/delete', { token: c.admin, query: { id: course } });
    expect(refused).toMatchObject({ code: 1_030_000_003, data: null });
    expect(refused.msg).toContain('还有 2 条有效报名');
    expect((await t.sql<{ deleted: boolean }>(`select deleted from course_course where id = ?`, [course]))[0]).toEqual({ deleted: false });

    expect(await act(a.user.token, '/client/signup/withdraw', a.id)).toMatchObject({ code: 0 });
    expect(await review(c.signupAdmin.token, b.id, 'REJECT')).toMatchObject({ code: 0 });
    expect(await t.api.delete('/course/course/delete', { token: c.admin, query: { id: course } })).toEqual({
      code: 0,
      msg: '',
      data: true,
    });
  });
});
