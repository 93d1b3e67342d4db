import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signup } from '../my-signup/my-signup-fixtures';
import { course, fakeServer, ok, renderClient, resetClientState } from '../shared/test-utils';

const at = (d: number, h: number) => new Date(2026, 11, d, h).getTime();
const detailed = course({
  id: 5,
  name: '禅修入门班',
  coverUrl: '/admin-api/infra/file/cover.png',
  description: '<p>面向<strong>初学者</strong>的课程</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
  sessions: [
    { id: 2, title: '第二课：呼吸', startTime: at(9, 9), endTime: at(9, 12) },
    { id: 1, title: '第一课：坐姿', startTime: at(2, 9), endTime: at(2, 12) },
  ],
});
const seats = ok([{ courseId: 5, formalStudentLeft: 3, candidateStudentLeft: 1, formalVolunteerLeft: 0, candidateVolunteerLeft: 0 }]);

function server(mine: unknown[] = []) {
  return fakeServer({
    'GET /client/course/page': ok({ list: [{ ...detailed, description: '' }], total: 1 }),
    'GET /client/course/get': ok(detailed),
    'GET /client/course/seats': seats,
    'GET /client/signup/my-page': ok({ list: mine, total: mine.length }),
  });
}

describe('course detail (/client/course-list?courseId=)', () => {
  afterEach(() => delete (window as { __pwned?: number }).__pwned);

  it('a visitor opens it from the list card: cover, safe description, sessions in order, then 报名 leads to the login', async () => {
    resetClientState({ loggedIn: false });
    const calls = server();
    const { location } = renderClient('/client/course-list');
    fireEvent.click(within(await screen.findByTestId('course-5')).getByRole('button', { name: '详情' }));
    await waitFor(() => expect(location()).toBe('/client/course-list?courseId=5'));
    expect(await screen.findByRole('heading', { name: '课程详情' })).toBeTruthy();

    const detail = await screen.findByRole('article', { name: '课程详情' });
    expect((within(detail).getByRole('img', { name: '禅修入门班 封面' }) as HTMLImageElement).getAttribute('src')).toBe(
      '/admin-api/infra/file/cover.png',
    );
    const about = within(detail).getByRole('region', { name: '课程介绍' });
    expect(within(about).getByText('初学者').tagName).toBe('STRONG');
    expect(about.querySelector('script')).toBeNull();
    expect(about.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    const sessions = within(within(detail).getByRole('region', { name: '课程安排' })).getAllByRole('listitem');
    expect(sessions.map((li) => li.textContent)).toEqual(['第一课：坐姿2026-12-02 09:00–12:00', '第二课：呼吸2026-12-09 09:00–12:00']);
    // anonymous: no look-up of my signups
    expect(calls.some((c) => c.path === '/client/signup/my-page')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '登录后报名' }));
    await waitFor(() => expect(location()).toBe('/client-login?redirect=%2Fclient%2Fcourse-sign%3FcourseId%3D5'));
  });

  it('a course I already signed up for shows my status and the way to my signups, no 报名', async () => {
    resetClientState({ loggedIn: true });
    server([signup({ id: 30, courseId: 9 }), signup({ id: 31, courseId: 5, status: 10, submittedAt: at(1, 10) })]);
    const { location } = renderClient('/client/course-list?courseId=5');
    const notice = await screen.findByTestId('signed-up');
    expect(within(notice).getByText('您已报名该课程')).toBeTruthy();
    expect(within(notice).getByText('待审核')).toBeTruthy();
    expect(notice.textContent).toContain('2026-12-01 10:00');
    expect(screen.queryByRole('button', { name: /报名/ })).toBeNull();
    fireEvent.click(within(notice).getByRole('link', { name: '查看我的报名' }));
    await waitFor(() => expect(location()).toBe('/client/my-signup'));
  });

  it('after a rejected or cancelled signup I may sign up again', async () => {
    resetClientState({ loggedIn: true });
    server([signup({ id: 31, courseId: 5, status: 50, allowedActions: [] })]);
    const { location } = renderClient('/client/course-list?courseId=5');
    expect(await screen.findByText('您此前的报名状态为「已取消」，可以重新报名。')).toBeTruthy();
    expect(screen.queryByTestId('signed-up')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '立即报名' }));
    await waitFor(() => expect(location()).toBe('/client/course-sign?courseId=5'));
  });

  it('reads my signups page by page until the course is found or all are read', async () => {
    resetClientState({ loggedIn: true });
    const others = Array.from({ length: 200 }, (_, i) => signup({ id: 100 + i, courseId: 1000 + i }));
    const calls = fakeServer({
      'GET /client/course/get': ok(detailed),
      'GET /client/course/seats': seats,
      'GET /client/signup/my-page': (c: { query: URLSearchParams }) =>
        c.query.get('pageNo') === '1'
          ? ok({ list: others, total: 201 })
          : ok({ list: [signup({ id: 7, courseId: 5, status: 40 })], total: 201 }),
    });
    renderClient('/client/course-list?courseId=5');
    expect(within(await screen.findByTestId('signed-up')).getByText('正式录取')).toBeTruthy();
    const reads = calls.filter((c) => c.path === '/client/signup/my-page');
    expect(reads.map((c) => [c.query.get('pageNo'), c.query.get('pageSize')])).toEqual([
      ['1', '200'],
      ['2', '200'],
    ]);
  });

  it('a closed course says why, with no 报名', async () => {
    resetClientState({ loggedIn: false });
    fakeServer({
      'GET /client/course/get': ok({ ...detailed, signupOpen: false, signupEndTime: 1 }),
      'GET /client/course/seats': seats,
    });
    renderClient('/client/course-list?courseId=5');
    expect(await screen.findByRole('button', { name: '报名已截止' })).toHaveProperty('disabled', true);
    expect(screen.getByText('该课程当前不可报名')).toBeTruthy();
  });
});
