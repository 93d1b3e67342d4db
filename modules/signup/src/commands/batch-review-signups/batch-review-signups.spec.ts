import { useSignupTestApp } from '../../testing/signup-steps';

jest.setTimeout(60_000);

describe('batch review (real PostgreSQL and Redis)', () => {
  const spec = useSignupTestApp();

  it('batch review answers each id separately', async () => {
    const { t, c, steps } = spec;
    const { row, submit } = steps;
    const a = await submit(c.courseA);
    const b = await submit(c.courseA);
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
      { token: c.signupAdmin.token },
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
});
