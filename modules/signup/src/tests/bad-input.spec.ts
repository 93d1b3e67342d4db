import { SignupStatus } from '@dha/contracts';
import { createUser, writes } from '../testing/signup-fixtures';
import { useSignupTestApp } from '../testing/signup-steps';

jest.setTimeout(60_000);

describe('bad input on every call → 400 naming the field, nothing written', () => {
  const spec = useSignupTestApp();

  const huge = 'x'.repeat(5000);
  const cases: Array<[string, 'GET' | 'POST', string, unknown, string]> = [
    ['create: missing courseId', 'POST', '/client/signup/create', { participantKind: 0, identity: '1' }, 'courseId'],
    ['create: string courseId', 'POST', '/client/signup/create', { courseId: 'abc', participantKind: 0, identity: '1' }, 'courseId'],
    ['create: bad kind', 'POST', '/client/signup/create', { courseId: 1, participantKind: 7, identity: '1' }, 'participantKind'],
    ['create: huge remark', 'POST', '/client/signup/create', { courseId: 1, participantKind: 0, identity: '1', remark: huge }, 'remark'],
    ['confirm: missing version', 'POST', '/client/signup/confirm', { id: 1 }, 'version'],
    ['decline: negative id', 'POST', '/client/signup/decline', { id: -1, version: 1 }, 'id'],
    ['withdraw: float version', 'POST', '/client/signup/withdraw', { id: 1, version: 1.5 }, 'version'],
    ['review: bad action', 'POST', '/signup/signup/review', { id: 1, version: 1, action: 'DELETE' }, 'action'],
    ['review: bad offer', 'POST', '/signup/signup/review', { id: 1, version: 1, action: 'APPROVE', offer: 'VIP' }, 'offer'],
    ['batch: empty ids', 'POST', '/signup/signup/batch-review', { ids: [], action: 'PASS' }, 'ids'],
    ['batch: bad item', 'POST', '/signup/signup/batch-review', { ids: [{ id: 'x', version: 1 }], action: 'PASS' }, 'ids'],
    ['cancel: huge remark', 'POST', '/signup/signup/cancel', { id: 1, version: 1, remark: huge }, 'remark'],
    ['create-for: missing userId', 'POST', '/signup/signup/create-for', { courseId: 1, participantKind: 0, identity: '1' }, 'userId'],
    ['complete: ids not ints', 'POST', '/signup/signup/complete', { courseId: 1, ids: ['a'] }, 'ids'],
    ['page: bad status', 'GET', '/signup/signup/page', { status: '99' }, 'status'],
    ['page: bad time', 'GET', '/signup/signup/page', { 'submittedTime[0]': 'yesterday' }, 'submittedTime[0]'],
    ['page: huge keyword', 'GET', '/signup/signup/page', { keyword: huge }, 'keyword'],
    ['get: id not a number', 'GET', '/signup/signup/get', { id: 'abc' }, 'id'],
    ['stats: missing courseId', 'GET', '/signup/signup/stats', {}, 'courseId'],
    ['my-page: pageSize too big', 'GET', '/client/signup/my-page', { pageSize: '1000' }, 'pageSize'],
    ['my courses: pageNo 0', 'GET', '/client/course/my-page', { pageNo: '0' }, 'pageNo'],
    ['seats: not ids', 'GET', '/client/course/seats', { ids: '1,abc' }, 'ids'],
    ['seats: missing', 'GET', '/client/course/seats', {}, 'ids'],
  ];
  it.each(cases)('%s', async (_name, method, path, payload, field) => {
    const { t, c } = spec;
    const admin = c.admin;
    const before = await writes(t);
    const r =
      method === 'GET'
        ? await t.api.get(path, { token: admin, query: payload as Record<string, string> })
        : await t.api.post(path, payload, { token: admin });
    expect(r.code).toBe(400);
    expect(r.msg).toContain(field);
    expect(await writes(t)).toEqual(before);
  });
});

describe('fields the server does not know are ignored, never stored (upstream reads bodies so)', () => {
  const spec = useSignupTestApp();

  it('a visitor naming a status, an offer and a version on create gets a signup as submitted', async () => {
    const { t, c, steps } = spec;
    const visitor = await createUser(t, 'vis');
    const r = await t.api.post<number>(
      '/client/signup/create',
      { courseId: c.courseB, participantKind: 0, identity: '1', status: 40, offerType: 1, version: 9, userId: c.teacher.id },
      { token: visitor.token },
    );
    expect([r.code, r.msg]).toEqual([0, '']);
    const [row] = await t.sql<{ user_id: number }>('select user_id from signup_signup where id = ?', [r.data]);
    expect(row!.user_id).toBe(visitor.id);
    const stored = await steps.row(r.data!);
    expect(stored).toMatchObject({ status: SignupStatus.WAIT_AUDIT, offer_type: null });
    expect(stored.version).not.toBe(9);
  });

  it('a page query with filters it does not know answers the page unfiltered by them', async () => {
    const { t, c } = spec;
    const r = await t.api.get<{ total: number }>('/signup/signup/page', { token: c.admin, query: { foo: '1', deptName: 'x' } });
    expect(r.code).toBe(0);
  });
});
