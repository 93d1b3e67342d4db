import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { course, fakeServer, ok, renderClient, resetClientState } from '../shared/test-utils';

const seatsOf = (ids: string) =>
  ids.split(',').map((id) => ({
    courseId: Number(id),
    formalStudentLeft: id === '2' ? 0 : 4,
    candidateStudentLeft: id === '2' ? 0 : 1,
    formalVolunteerLeft: 0,
    candidateVolunteerLeft: 0,
  }));

describe('/client/course-list', () => {
  beforeEach(() => resetClientState({ loggedIn: false, dicts: false }));
  afterEach(() => jest.useRealTimers());

  it('shows the courses with type, fee, seats left, and a 报名 button only where a seat is open', async () => {
    const calls = fakeServer({
      'GET /client/course/page': ok({ list: [course({ id: 1, fee: 12050 }), course({ id: 2, name: '读书会', type: '2' })], total: 2 }),
      'GET /client/course/seats': (c: { query: URLSearchParams }) => ok(seatsOf(c.query.get('ids')!)),
    });
    renderClient('/client/course-list');
    const first = await screen.findByTestId('course-1');
    expect(within(first).getByText('¥120.50')).toBeTruthy();
    // anonymous visitor: no dictionaries, the fallback label
    expect(within(first).getByText('禅修课程')).toBeTruthy();
    await waitFor(() => expect(within(first).getByText('正式余 4/10 · 候补余 1/5')).toBeTruthy());
    const full = screen.getByTestId('course-2');
    expect(within(full).getByText('免费')).toBeTruthy();
    expect((within(full).getByRole('button', { name: '名额已满' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(first).getByRole('button', { name: /报名/ }) as HTMLButtonElement).disabled).toBe(false);
    const seatCall = calls.find((c) => c.path === '/client/course/seats')!;
    expect(seatCall.query.get('ids')).toBe('1,2');
    expect(screen.getByText('已显示全部 2 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('filters by type and keyword, loads more pages', async () => {
    const calls = fakeServer({
      'GET /client/course/page': (c: { query: URLSearchParams }) => {
        const pageNo = Number(c.query.get('pageNo'));
        return ok({ list: [course({ id: pageNo * 10, name: `课程${pageNo}` })], total: 2 });
      },
      'GET /client/course/seats': (c: { query: URLSearchParams }) => ok(seatsOf(c.query.get('ids')!)),
    });
    renderClient('/client/course-list');
    await screen.findByText('课程1');
    fireEvent.click(screen.getByRole('button', { name: /加载更多/ }));
    await screen.findByText('课程2');
    expect(calls.filter((c) => c.path === '/client/course/page').map((c) => c.query.get('pageNo'))).toEqual(['1', '2']);

    fireEvent.change(screen.getByLabelText('课程类型'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 禅修 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/client/course/page').pop()!;
      expect([last.query.get('type'), last.query.get('keyword'), last.query.get('pageNo')]).toEqual(['2', '禅修', '1']);
    });
  });

  it('refreshes the seats every 30 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const calls = fakeServer({
      'GET /client/course/page': ok({ list: [course({ id: 1 })], total: 1 }),
      'GET /client/course/seats': (c: { query: URLSearchParams }) => ok(seatsOf(c.query.get('ids')!)),
    });
    renderClient('/client/course-list');
    await screen.findByTestId('course-1');
    await waitFor(() => expect(calls.filter((c) => c.path === '/client/course/seats')).toHaveLength(1));
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/client/course/seats')).toHaveLength(2));
  });

  it('shows an empty state', async () => {
    fakeServer({ 'GET /client/course/page': ok({ list: [], total: 0 }) });
    renderClient('/client/course-list');
    expect(await screen.findByText('暂无课程')).toBeTruthy();
  });

  it('sends the visitor to the sign-up form', async () => {
    fakeServer({
      'GET /client/course/page': ok({ list: [course({ id: 5 })], total: 1 }),
      'GET /client/course/seats': ok([]),
    });
    const { location } = renderClient('/client/course-list');
    fireEvent.click(await screen.findByRole('button', { name: /报名/ }));
    // not logged in: the form page sends the visitor to log in and come back
    await waitFor(() => expect(location()).toBe('/client-login?redirect=%2Fclient%2Fcourse-sign%3FcourseId%3D5'));
  });
});
