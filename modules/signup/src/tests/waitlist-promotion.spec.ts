import { OfferType, SignupStatus as S } from '@dha/contracts';
import { createCourse } from '../testing/signup-fixtures';
import { useSignupTestApp } from '../testing/signup-steps';

jest.setTimeout(60_000);

/** A formal place freed by a withdrawal or a cancel goes, in the same transaction, to the first waiting candidate. */
describe('waitlist promotion (real PostgreSQL and Redis)', () => {
  const spec = useSignupTestApp();

  it('a freed formal place promotes the first candidate: priority first, then submission time', async () => {
    const { t, c, steps } = spec;
    const { row, seat, history, submit, review, act } = steps;
    const course = await createCourse(t, c.admin, { needTeacherAudit: false, formalStudentQuota: 1, candidateStudentQuota: 3 });
    const formal = await submit(course);
    await review(c.signupAdmin.token, formal.id, 'PASS');
    await act(formal.user.token, '/client/signup/confirm', formal.id);
    const cands = [];
    for (let i = 0; i < 3; i++) {
      const cand = await submit(course);
      await review(c.signupAdmin.token, cand.id, 'PASS', 'CANDIDATE');
      await act(cand.user.token, '/client/signup/confirm', cand.id);
      cands.push(cand);
    }
    const [early, late, vip] = cands as [(typeof cands)[0], (typeof cands)[0], (typeof cands)[0]];
    await t.sql(`update signup_signup set submitted_at = now() - interval '2 hour' where id = ?`, [early.id]);
    await t.sql(`update signup_signup set submitted_at = now() - interval '1 hour' where id = ?`, [late.id]);
    await t.sql(`update signup_signup set priority = 5 where id = ?`, [vip.id]);
    expect(await act(formal.user.token, '/client/signup/withdraw', formal.id)).toMatchObject({ code: 0 });
    expect(await row(vip.id)).toMatchObject({ status: S.FORMAL_ACCEPT, offer_type: OfferType.FORMAL });
    expect((await history(vip.id)).at(-1)).toEqual({
      from_status: S.CANDIDATE_ACCEPT,
      to_status: S.FORMAL_ACCEPT,
      action: 'promote',
      operator_id: null,
    });
    expect(await seat(course, OfferType.FORMAL)).toBe(1);
    expect(await seat(course, OfferType.CANDIDATE)).toBe(2);
    expect(await act(c.admin, '/signup/signup/cancel', vip.id)).toMatchObject({ code: 0 });
    expect(await row(early.id)).toMatchObject({ status: S.FORMAL_ACCEPT });
    expect(await row(late.id)).toMatchObject({ status: S.CANDIDATE_ACCEPT });
    expect(await seat(course, OfferType.CANDIDATE)).toBe(1);
  });
});
