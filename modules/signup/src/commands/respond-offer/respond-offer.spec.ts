import { OfferType, SignupStatus as S } from '@dha/contracts';
import { useSignupTestApp } from '../../testing/signup-steps';

jest.setTimeout(60_000);

/** The applicant's answers (confirm, decline, withdraw) and the staff cancel: each gives back the place it held. */
describe('applicant responses (real PostgreSQL and Redis)', () => {
  const spec = useSignupTestApp();

  /** places held on course B, formal and candidate together */
  const heldB = async (): Promise<number> =>
    (await spec.steps.seat(spec.c.courseB, OfferType.FORMAL)) + (await spec.steps.seat(spec.c.courseB, OfferType.CANDIDATE));

  it('decline gives the place back', async () => {
    const { c, steps } = spec;
    const { row, submit, review, act } = steps;
    const d = await submit(c.courseB);
    await review(c.signupAdmin.token, d.id, 'PASS');
    const before = await heldB();
    expect(await act(d.user.token, '/client/signup/decline', d.id)).toMatchObject({ code: 0 });
    expect(await row(d.id)).toMatchObject({ status: S.CANCELLED });
    // one place fewer held (a freed formal place goes to a waiting candidate, if any: still one fewer)
    expect(await heldB()).toBe(before - 1);
  });

  it('withdraw and cancel from each non-terminal status, giving back the place held', async () => {
    const { c, steps } = spec;
    const { row, seat, history, submit, review, act } = steps;
    const w1 = await submit(c.courseA);
    expect(await act(w1.user.token, '/client/signup/withdraw', w1.id)).toMatchObject({ code: 0 });
    const w2 = await submit(c.courseA);
    await review(c.signupAdmin.token, w2.id, 'PASS');
    expect(await act(w2.user.token, '/client/signup/withdraw', w2.id)).toMatchObject({ code: 0 });
    const w3 = await submit(c.courseB);
    await review(c.signupAdmin.token, w3.id, 'PASS', 'CANDIDATE');
    const candBefore = await seat(c.courseB, OfferType.CANDIDATE);
    await act(w3.user.token, '/client/signup/confirm', w3.id);
    expect(await act(w3.user.token, '/client/signup/withdraw', w3.id)).toMatchObject({ code: 0 });
    expect(await seat(c.courseB, OfferType.CANDIDATE)).toBe(candBefore - 1);
    const c1 = await submit(c.courseB);
    await review(c.signupAdmin.token, c1.id, 'PASS');
    await act(c1.user.token, '/client/signup/confirm', c1.id);
    const heldBefore = await heldB();
    expect(await act(c.admin, '/signup/signup/cancel', c1.id, { remark: '重复报名' })).toMatchObject({ code: 0 });
    expect(await row(c1.id)).toMatchObject({ status: S.CANCELLED });
    expect(await heldB()).toBe(heldBefore - 1);
    for (const id of [w1.id, w2.id, w3.id, c1.id]) expect((await history(id)).at(-1)).toMatchObject({ to_status: S.CANCELLED });
  });
});
