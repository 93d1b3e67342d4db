/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { OfferType, SignupStatus as S } from '@dha/contracts';
import { courseBody } from '@dha/course/testing';
import { createCourse, createUsers, uniq } from '../testing/signup-fixtures';
import { useSignupTestApp } from '../testing/signup-steps';

jest.setTimeout(120_000);

const QUOTA_BELOW_HELD = 1_030_000_004;

/**
 * A course's quota never drops below the places already held (offers awaiting a reply plus accepted
 * places, per participant kind and offer type): the update is refused naming the number held, and
 * offers racing with the change never leave more held than the quota.
 */
describe('lowering a course quota below the places held (real PostgreSQL and Redis)', () => {
  const spec = useSignupTestApp();

  /** The course's update call with these quotas (the rest of a valid body). */
  const updateQuotas = (id: number, quotas: Record<string, number>) =>
    spec.t.api.put('/course/course/update', courseBody({ id, code: `Q-${id}`, needTeacherAudit: false, ...quotas }), {
      token: spec.c.admin,
    });
  const quotasOf = async (id: number) => {
    const got = await spec.t.api.get<any>('/course/course/get', { token: spec.c.admin, query: { id } });
    const { formalStudentQuota, candidateStudentQuota, formalVolunteerQuota, candidateVolunteerQuota } = got.data;
    return { formalStudentQuota, candidateStudentQuota, formalVolunteerQuota, candidateVolunteerQuota };
  };

  /** A course with these places and no teacher review (a pass makes the offer), saved once through update so its code is known. */
  async function course(quotas: Record<string, number>): Promise<number> {
    const id = await createCourse(spec.t, spec.c.admin, { needTeacherAudit: false });
    expect(await updateQuotas(id, quotas)).toMatchObject({ code: 0 });
    return id;
  }

  /** `n` visitors sign up (kind 0 student, 1 volunteer) and are passed with an offer of this type. */
  async function offers(courseId: number, n: number, offer: 'FORMAL' | 'CANDIDATE', kind = 0): Promise<number[]> {
    const ids: number[] = [];
    for (const user of await createUsers(spec.t, uniq('q'), n)) {
      const { id } = await spec.steps.submit(courseId, user, kind);
      expect(await spec.steps.review(spec.c.signupAdmin.token, id, 'PASS', offer)).toMatchObject({ code: 0 });
      ids.push(id);
    }
    return ids;
  }

  it('refuses a quota below the places held, naming the number; accepts it down to exactly that number', async () => {
    const { t, steps } = spec;
    const id = await course({ formalStudentQuota: 3, candidateStudentQuota: 2, formalVolunteerQuota: 2, candidateVolunteerQuota: 1 });
    const formal = await offers(id, 3, 'FORMAL');
    await offers(id, 1, 'CANDIDATE');
    await offers(id, 2, 'FORMAL', 1);
    const before = await quotasOf(id);
    const [outboxBefore] = await t.sql<{ n: number }>(`select count(*)::int as n from core_outbox_event where aggregate_type = 'course'`);

    expect(await updateQuotas(id, { ...before, formalStudentQuota: 2 })).toEqual({
      code: QUOTA_BELOW_HELD,
      msg: '正式学员名额不能少于已占用的 3 个（待回复的录取与已录取）',
      data: null,
    });
    expect(await updateQuotas(id, { ...before, candidateStudentQuota: 0 })).toMatchObject({
      code: QUOTA_BELOW_HELD,
      msg: '候补学员名额不能少于已占用的 1 个（待回复的录取与已录取）',
    });
    expect(await updateQuotas(id, { ...before, formalVolunteerQuota: 1 })).toMatchObject({
      code: QUOTA_BELOW_HELD,
      msg: '正式服务名额不能少于已占用的 2 个（待回复的录取与已录取）',
    });
    // nothing of a refused update is kept
    expect(await quotasOf(id)).toEqual(before);
    const [outboxAfter] = await t.sql<{ n: number }>(`select count(*)::int as n from core_outbox_event where aggregate_type = 'course'`);
    expect(outboxAfter!.n).toBe(outboxBefore!.n);

    // exactly the places held is fine, and raising again too
    expect(await updateQuotas(id, { ...before, candidateVolunteerQuota: 0 })).toMatchObject({ code: 0 });
    expect(await updateQuotas(id, { ...before, formalStudentQuota: 6 })).toMatchObject({ code: 0 });

    // a cancelled offer gives its place back, and then the quota may go down to the places still held
    await steps.act(spec.c.admin, '/signup/signup/cancel', formal[0]!);
    expect(await steps.seat(id, OfferType.FORMAL)).toBe(2);
    expect(await updateQuotas(id, { ...before, formalStudentQuota: 2 })).toMatchObject({ code: 0 });
    expect(await quotasOf(id)).toMatchObject({ formalStudentQuota: 2 });
    // and the lowered quota is the one offers are held against
    const extra = (await createUsers(t, uniq('qx'), 1))[0]!;
    const { id: lateId } = await steps.submit(id, extra);
    expect(await steps.review(spec.c.signupAdmin.token, lateId, 'PASS', 'FORMAL')).toMatchObject({ code: 1_031_001_003 });
    expect(await steps.row(lateId)).toMatchObject({ status: S.WAIT_AUDIT });
  });

  it('offers racing with a lowered quota never leave more places held than the quota', async () => {
    const { t, c, steps } = spec;
    for (let round = 0; round < 4; round++) {
      const id = await course({ formalStudentQuota: 6, candidateStudentQuota: 0, formalVolunteerQuota: 0, candidateVolunteerQuota: 0 });
      const signups: number[] = [];
      for (const user of await createUsers(t, uniq('qr'), 6)) signups.push((await steps.submit(id, user)).id);
      const rows = await Promise.all(signups.map((s) => steps.row(s)));
      const [update, ...passes] = await Promise.all([
        updateQuotas(id, { formalStudentQuota: 3, candidateStudentQuota: 0, formalVolunteerQuota: 0, candidateVolunteerQuota: 0 }),
        ...rows.map((r) =>
          t.api.post(
            '/signup/signup/review',
            { id: r.id, version: r.version, action: 'PASS', offer: 'FORMAL' },
            { token: c.signupAdmin.token },
          ),
        ),
      ]);
      const quota = (await quotasOf(id)).formalStudentQuota;
      const held = await steps.seat(id, OfferType.FORMAL);
      const [{ n: offered }] = (await t.sql<{ n: number }>(
        `select count(*)::int as n from signup_signup where course_id = ? and status = ${S.WAIT_STUDENT_AUDIT}`,
        [id],
      )) as [{ n: number }];
      expect(held).toBe(offered);
      expect(held).toBeLessThanOrEqual(quota);
      expect(update.code === 0 ? quota : 6).toBe(quota);
      expect(update.code === 0 || update.code === QUOTA_BELOW_HELD).toBe(true);
      expect(passes.every((p) => p.code === 0 || p.code === 1_031_001_003)).toBe(true);
    }
  });
});
