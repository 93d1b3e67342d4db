import { SignupStatus } from '@dha/contracts';
import { buildQuery } from '../../../api/http';
import { summariseBatch } from './batch-result';
import { emptySignupFilter, reviewDefaultFilter, signupFilterToParams, signupPageParams } from './signup-filter';
import { batchActions, staffActions } from './staff-actions';
import { signupRepToRequest, emptySignupRep } from '../rep/signup-rep-form';

const ALL = ['*:*:*'];
const admin = { roles: ['signup_admin'], permissions: ALL };
const teacher = { roles: ['course_teacher'], permissions: ['course:signup:query', 'course:signup:review'] };
const otherTeacher = { roles: ['other_teacher'], permissions: ['course:signup:query'] };
const superAdmin = { roles: ['admin'], permissions: ALL };

describe('staff actions per status', () => {
  it('待审核: an admin passes, rejects or cancels; a teacher may only reject', () => {
    expect(staffActions(SignupStatus.WAIT_AUDIT, admin)).toEqual(['PASS', 'REJECT', 'CANCEL']);
    expect(staffActions(SignupStatus.WAIT_AUDIT, teacher)).toEqual(['REJECT']);
  });
  it('待老师审核: approve with an offer or reject', () => {
    expect(staffActions(SignupStatus.WAIT_TEACHER_AUDIT, teacher)).toEqual(['APPROVE', 'REJECT']);
    expect(staffActions(SignupStatus.WAIT_TEACHER_AUDIT, superAdmin)).toEqual(['APPROVE', 'REJECT', 'CANCEL']);
  });
  it('accepted signups can only be cancelled by admins; terminal ones offer nothing', () => {
    expect(staffActions(SignupStatus.FORMAL_ACCEPT, admin)).toEqual(['CANCEL']);
    expect(staffActions(SignupStatus.WAIT_STUDENT_AUDIT, teacher)).toEqual([]);
    for (const s of [SignupStatus.UNACCEPTED, SignupStatus.CANCELLED, SignupStatus.FINISHED]) {
      expect(staffActions(s, admin)).toEqual([]);
    }
  });
  it('no review permission or a non-reviewing role: nothing', () => {
    expect(staffActions(SignupStatus.WAIT_AUDIT, otherTeacher)).toEqual([]);
    expect(staffActions(SignupStatus.WAIT_AUDIT, { roles: ['signup_admin'], permissions: ['course:signup:query'] })).toEqual([]);
  });
  it('batch actions: admins all three, teachers approve/reject, others none', () => {
    expect(batchActions(admin)).toEqual(['PASS', 'REJECT', 'APPROVE']);
    expect(batchActions(teacher)).toEqual(['APPROVE', 'REJECT']);
    expect(batchActions(otherTeacher)).toEqual([]);
  });
});

describe('batch result summary', () => {
  it('counts, names the failures and groups the reasons', () => {
    const s = summariseBatch(
      [
        { id: 1, ok: true, code: 0, msg: '' },
        { id: 2, ok: false, code: 1031001003, msg: '正式名额已满' },
        { id: 3, ok: false, code: 1031001003, msg: '正式名额已满' },
        { id: 4, ok: false, code: 423, msg: '数据已被修改' },
      ],
      (id) => (id === 2 ? '陈晨' : undefined),
    );
    expect(s).toMatchObject({ total: 4, done: 1, failed: 3, doneIds: [1], headline: '成功 1 条，失败 3 条' });
    expect(s.failures.map((f) => f.who)).toEqual(['陈晨', '#3', '#4']);
    expect(s.reasons).toEqual([
      { msg: '正式名额已满', count: 2 },
      { msg: '数据已被修改', count: 1 },
    ]);
  });
  it('all done / all failed headlines', () => {
    expect(summariseBatch([{ id: 1, ok: true, code: 0, msg: '' }]).headline).toBe('全部成功，共 1 条');
    expect(summariseBatch([{ id: 1, ok: false, code: 1, msg: '' }]).headline).toBe('全部失败，共 1 条');
    expect(summariseBatch([{ id: 1, ok: false, code: 1, msg: '' }]).failures[0]!.msg).toBe('未知错误');
  });
});

describe('signup filters → query params', () => {
  it('the review queue opens on 待审核', () => {
    expect(reviewDefaultFilter().status).toBe(String(SignupStatus.WAIT_AUDIT));
  });
  it('empty filters send only paging', () => {
    expect(buildQuery(signupPageParams(emptySignupFilter(), 1, 20))).toBe('pageNo=1&pageSize=20');
  });
  it('numbers, trimmed keyword and the submitted-time range (begin 00:00:00, end 23:59:59)', () => {
    const p = signupFilterToParams({
      courseId: '3',
      status: '20',
      participantKind: '0',
      identity: '2',
      keyword: ' 陈 ',
      submittedFrom: '2026-11-01',
      submittedTo: '2026-11-30',
    });
    expect(p).toEqual({
      courseId: 3,
      status: 20,
      participantKind: 0,
      identity: '2',
      keyword: '陈',
      'submittedTime[0]': new Date(2026, 10, 1, 0, 0, 0).getTime(),
      'submittedTime[1]': new Date(2026, 10, 30, 23, 59, 59).getTime(),
    });
    expect(buildQuery(p)).toContain(`submittedTime%5B0%5D=${new Date(2026, 10, 1).getTime()}`);
    expect(buildQuery(p)).toContain('participantKind=0');
  });
  it('an open-ended range sends one side only', () => {
    const q = buildQuery(signupFilterToParams(emptySignupFilter({ submittedTo: '2026-11-30' })));
    expect(q).not.toContain('submittedTime%5B0%5D');
    expect(q).toContain('submittedTime%5B1%5D');
  });
});

describe('supplementary signup form', () => {
  it('maps to create-for', () => {
    expect(signupRepToRequest({ courseId: '2', userId: ' 15 ', participantKind: '1', identity: '3', remark: ' 电话报名 ' })).toEqual({
      ok: true,
      req: { courseId: 2, userId: 15, participantKind: 1, identity: '3', remark: '电话报名' },
    });
  });
  it('refuses a missing course, a bad user id and no identity', () => {
    const r = signupRepToRequest({ ...emptySignupRep(), userId: 'abc' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(['courseId', 'identity', 'userId']);
    expect(signupRepToRequest({ ...emptySignupRep(), courseId: '1', identity: '1', userId: '99999999999' }).ok).toBe(false);
  });
});
