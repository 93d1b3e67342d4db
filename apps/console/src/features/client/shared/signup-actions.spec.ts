import { SignupStatus, type SignupStatusValue } from '@dha/contracts';
import { actionUrl, allowedActions, applicantActionsFor, holdsPlace } from './signup-actions';

describe('applicant actions per status (architecture §3)', () => {
  const cases: Array<[SignupStatusValue, string[]]> = [
    [SignupStatus.INIT, ['withdraw']],
    [SignupStatus.WAIT_AUDIT, ['withdraw']],
    [SignupStatus.WAIT_TEACHER_AUDIT, ['withdraw']],
    [SignupStatus.WAIT_STUDENT_AUDIT, ['confirm', 'decline', 'withdraw']],
    [SignupStatus.FORMAL_ACCEPT, ['withdraw']],
    [SignupStatus.CANDIDATE_ACCEPT, ['withdraw']],
    [SignupStatus.UNACCEPTED, []],
    [SignupStatus.CANCELLED, []],
    [SignupStatus.FINISHED, []],
  ];
  it.each(cases)('status %s → %j', (status, expected) => {
    expect(applicantActionsFor(status)).toEqual(expected);
  });
  it("prefers the server's allowedActions, falls back to the rule", () => {
    expect(allowedActions({ status: SignupStatus.WAIT_STUDENT_AUDIT, allowedActions: ['withdraw'] })).toEqual(['withdraw']);
    expect(allowedActions({ status: SignupStatus.CANCELLED, allowedActions: undefined as never })).toEqual([]);
  });
  it('posts to /client/signup/<action>', () => {
    expect(actionUrl('confirm')).toBe('/client/signup/confirm');
    expect(actionUrl('withdraw')).toBe('/client/signup/withdraw');
  });
});

describe('a signup that holds the place on its course', () => {
  it('is every signup but a rejected or cancelled one', () => {
    const held = Object.values(SignupStatus).filter((status) => holdsPlace({ status }));
    expect(held).toEqual([
      SignupStatus.INIT,
      SignupStatus.WAIT_AUDIT,
      SignupStatus.WAIT_TEACHER_AUDIT,
      SignupStatus.WAIT_STUDENT_AUDIT,
      SignupStatus.FORMAL_ACCEPT,
      SignupStatus.CANDIDATE_ACCEPT,
      SignupStatus.FINISHED,
    ]);
  });
});
