import { OfferType, SignupStatus as S, type OfferTypeValue, type SignupAction, type SignupStatusValue } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { Signup, TRANSITION_TABLE, type Transition } from './signup.aggregate';

const ALL: SignupStatusValue[] = Object.values(S);
const F = OfferType.FORMAL;
const C = OfferType.CANDIDATE;

function at(status: SignupStatusValue, offerType: OfferTypeValue | null = null): Signup {
  return new Signup({ id: 1, status, offerType });
}

function run(signup: Signup, action: SignupAction): Transition {
  switch (action) {
    case 'pass':
      return signup.pass(true, null);
    case 'approve':
      return signup.approve(F);
    default:
      return (signup[action] as () => Transition).call(signup);
  }
}

describe('Signup aggregate (architecture §3)', () => {
  it('submit: INIT → WAIT_AUDIT', () => {
    expect(at(S.INIT).submit()).toMatchObject({ from: S.INIT, to: S.WAIT_AUDIT, hold: null, release: null });
  });

  it('pass: to the teacher, or straight to an offer holding a place (default FORMAL)', () => {
    expect(at(S.WAIT_AUDIT).pass(true, null)).toMatchObject({ to: S.WAIT_TEACHER_AUDIT, hold: null });
    expect(at(S.WAIT_AUDIT).pass(false, null)).toMatchObject({ to: S.WAIT_STUDENT_AUDIT, hold: F, offerType: F });
    expect(at(S.WAIT_AUDIT).pass(false, C)).toMatchObject({ to: S.WAIT_STUDENT_AUDIT, hold: C, offerType: C });
  });

  it('reject from both review steps → UNACCEPTED', () => {
    expect(at(S.WAIT_AUDIT).reject().to).toBe(S.UNACCEPTED);
    expect(at(S.WAIT_TEACHER_AUDIT).reject().to).toBe(S.UNACCEPTED);
  });

  it('approve needs an offer and holds a place of it', () => {
    expect(at(S.WAIT_TEACHER_AUDIT).approve(C)).toMatchObject({ to: S.WAIT_STUDENT_AUDIT, hold: C });
    expect(() => at(S.WAIT_TEACHER_AUDIT).approve(null)).toThrow('请选择录取类型');
  });

  it('confirm follows the offer', () => {
    expect(at(S.WAIT_STUDENT_AUDIT, F).confirm()).toMatchObject({ to: S.FORMAL_ACCEPT, hold: null, release: null });
    expect(at(S.WAIT_STUDENT_AUDIT, C).confirm()).toMatchObject({ to: S.CANDIDATE_ACCEPT });
  });

  it('decline / expire release the offered place; a formal one frees a seat for promotion', () => {
    expect(at(S.WAIT_STUDENT_AUDIT, F).decline()).toMatchObject({ to: S.CANCELLED, release: F, freesFormalSeat: true });
    expect(at(S.WAIT_STUDENT_AUDIT, C).expire()).toMatchObject({ to: S.CANCELLED, release: C, freesFormalSeat: false });
  });

  it('withdraw / cancel release only what is held', () => {
    expect(at(S.WAIT_AUDIT).withdraw()).toMatchObject({ to: S.CANCELLED, release: null, freesFormalSeat: false });
    expect(at(S.FORMAL_ACCEPT, F).cancel()).toMatchObject({ release: F, freesFormalSeat: true });
    expect(at(S.CANDIDATE_ACCEPT, C).withdraw()).toMatchObject({ release: C, freesFormalSeat: false });
  });

  it('promote moves a candidate to a formal place', () => {
    expect(at(S.CANDIDATE_ACCEPT, C).promote()).toMatchObject({ to: S.FORMAL_ACCEPT, offerType: F, hold: F, release: C });
  });

  it('complete: FORMAL_ACCEPT → FINISHED, keeping the place', () => {
    expect(at(S.FORMAL_ACCEPT, F).complete()).toMatchObject({ to: S.FINISHED, release: null });
  });

  describe('every illegal transition is refused naming the current status', () => {
    const cases: Array<[SignupAction, SignupStatusValue]> = [];
    for (const action of Object.keys(TRANSITION_TABLE) as SignupAction[]) {
      for (const status of ALL) if (!TRANSITION_TABLE[action].includes(status)) cases.push([action, status]);
    }
    it.each(cases)('%s from %s', (action, status) => {
      const signup = at(status, F);
      let error: unknown;
      try {
        run(signup, action);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(BizError);
      expect((error as BizError).code).toBe(1_031_001_001);
      expect((error as BizError).message).toMatch(/^报名状态为「.+」，不能执行该操作$/);
      expect(signup.status).toBe(status);
    });
    it('names the label', () => {
      expect(() => at(S.CANCELLED).confirm()).toThrow('报名状态为「已取消」，不能执行该操作');
    });
  });

  it('terminal statuses allow nothing; applicant actions follow the table', () => {
    for (const s of [S.UNACCEPTED, S.CANCELLED, S.FINISHED]) expect(at(s).applicantActions()).toEqual([]);
    expect(at(S.WAIT_STUDENT_AUDIT, F).applicantActions()).toEqual(['confirm', 'decline', 'withdraw']);
    expect(at(S.WAIT_AUDIT).applicantActions()).toEqual(['withdraw']);
  });
});
