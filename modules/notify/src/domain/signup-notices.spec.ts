import { NotifyTemplateCode as C, OfferType, SignupStatus as S, type SignupAction, type SignupStatusValue } from '@dha/contracts';
import { BASE_TEMPLATES } from '../seed/base-templates';
import { templateParams } from './template-content';
import { applicantTemplate } from './signup-notices';

/** The params NotifyRecipientsConsumer gives every signup template, and each kind of course template. */
const SIGNUP_PARAMS = [
  'signupId',
  'courseId',
  'courseName',
  'courseTime',
  'applicantName',
  'statusLabel',
  'fromStatusLabel',
  'deadline',
  'remark',
];
const COURSE_PARAMS: Record<string, string[]> = {
  [C.COURSE_TIME_CHANGED]: ['courseId', 'courseName', 'courseTime', 'previousCourseTime'],
  [C.COURSE_PLACE_CHANGED]: ['courseId', 'courseName', 'placeName', 'previousPlaceName'],
  [C.COURSE_STATUS_CHANGED]: ['courseId', 'courseName', 'statusLabel', 'previousStatusLabel'],
  [C.COURSE_PAUSED]: ['courseId', 'courseName', 'statusLabel', 'previousStatusLabel'],
  [C.OFFER_REMINDER]: ['courseName', 'deadline'],
};

describe('the applicant template of each transition', () => {
  it.each<[SignupStatusValue, SignupAction, number | null, string]>([
    [S.WAIT_AUDIT, 'submit', null, C.SIGNUP_SUBMITTED],
    [S.WAIT_TEACHER_AUDIT, 'pass', null, C.SIGNUP_PASSED],
    [S.WAIT_STUDENT_AUDIT, 'pass', OfferType.FORMAL, C.SIGNUP_OFFER_FORMAL],
    [S.WAIT_STUDENT_AUDIT, 'approve', OfferType.CANDIDATE, C.SIGNUP_OFFER_CANDIDATE],
    [S.FORMAL_ACCEPT, 'confirm', OfferType.FORMAL, C.SIGNUP_ACCEPTED_FORMAL],
    [S.FORMAL_ACCEPT, 'promote', OfferType.FORMAL, C.SIGNUP_PROMOTED],
    [S.CANDIDATE_ACCEPT, 'confirm', OfferType.CANDIDATE, C.SIGNUP_ACCEPTED_CANDIDATE],
    [S.UNACCEPTED, 'reject', null, C.SIGNUP_REJECTED],
    [S.CANCELLED, 'decline', OfferType.FORMAL, C.SIGNUP_DECLINED],
    [S.CANCELLED, 'expire', OfferType.FORMAL, C.SIGNUP_OFFER_EXPIRED],
    [S.CANCELLED, 'cancel', null, C.SIGNUP_CANCELLED],
    [S.CANCELLED, 'withdraw', null, C.SIGNUP_WITHDRAWN],
    [S.FINISHED, 'complete', OfferType.FORMAL, C.SIGNUP_FINISHED],
  ])('→ %s by %s (offer %s): %s', (toStatus, action, offerType, code) => {
    expect(applicantTemplate({ toStatus, action, offerType: offerType as never })).toBe(code);
  });

  it('INIT has none', () => {
    expect(applicantTemplate({ toStatus: S.INIT, action: 'submit', offerType: null })).toBeNull();
  });
});

describe('seeded templates', () => {
  it.each(BASE_TEMPLATES.map((b) => [b.code, b] as const))('%s uses only params its sender gives', (code, b) => {
    const given = COURSE_PARAMS[code] ?? SIGNUP_PARAMS;
    expect(templateParams(b.content).filter((p) => !given.includes(p))).toEqual([]);
    expect(b.content).toMatch(/【\{courseName\}】/);
  });
});
