import type { LiveSignupChangedEvent } from '@dha/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeSockets } from '../../live/testing/fake-socket';
import { fakeBackend, renderPage, signIn } from '../../course/testing/fake-backend';
import { reviewRow as row } from './review-fixtures';
import ReviewPage from './ReviewPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const changed = (id: number, version: number, to: number, from = 10): LiveSignupChangedEvent =>
  ({ id, courseId: 1, userId: 100 + id, from, to, offerType: null, version, at: Date.now() }) as LiveSignupChangedEvent;

function renderLive(ui: React.ReactElement, path: string) {
  localStorage.setItem('ACCESS_TOKEN', 'reviewer-token');
  const sockets = fakeSockets();
  renderPage(ui, path, sockets);
  return sockets;
}

/** The status cell of a row (the DictTag in the 状态 column). */
function rowOf(name: string): HTMLElement {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

describe('<ReviewPage> live', () => {
  afterEach(() => localStorage.clear());

  it('updates rows in place from signup.changed, ignores older versions, and fetches new signups without a reload', async () => {
    signIn(['signup_admin'], ['*:*:*']);
    let list = [row(1, '陈晨', 3), row(2, '林静', 5)];
    const server = fakeBackend({
      'GET /course/course/page': { list: [], total: 0 },
      'GET /signup/signup/page': () => ({ list, total: list.length }),
    });
    const sockets = renderLive(<ReviewPage />, '/course/review');
    expect(await screen.findByText('陈晨')).toBeTruthy();
    expect(sockets.last().token).toBe('reviewer-token');

    // the connect re-fetches what is on screen
    const before = server.find('GET', '/signup/signup/page').length;
    act(() => sockets.last().serverConnect({ authenticated: true, userId: 1 }));
    await waitFor(() => expect(server.find('GET', '/signup/signup/page').length).toBe(before + 1));

    // another reviewer passed 陈晨: the row moves in place, no request
    const calls = server.find('GET', '/signup/signup/page').length;
    act(() => sockets.last().push('signup.changed', changed(1, 4, 20)));
    await waitFor(() => expect(within(rowOf('陈晨')).queryByText('待老师审核')).toBeTruthy());
    // a late event older than the row changes nothing
    act(() => sockets.last().push('signup.changed', changed(1, 2, 50)));
    act(() => sockets.last().push('signup.changed', changed(2, 5, 50)));
    expect(within(rowOf('陈晨')).queryByText('待老师审核')).toBeTruthy();
    expect(within(rowOf('林静')).queryByText('待审核')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 700));
    expect(server.find('GET', '/signup/signup/page').length).toBe(calls);

    // a new signup: the list is fetched again (once for a burst)
    list = [...list, row(3, '周舟', 1)];
    act(() => {
      sockets.last().push('signup.changed', changed(3, 1, 10, 0));
      sockets.last().push('signup.changed', { ...changed(4, 1, 10, 0) });
    });
    expect(await screen.findByText('周舟', undefined, { timeout: 3000 })).toBeTruthy();
    expect(server.find('GET', '/signup/signup/page').length).toBe(calls + 1);
  });

  it('flags a signup someone else changed while its dialog is open, and asks to reload instead of acting', async () => {
    signIn(['signup_admin'], ['*:*:*']);
    const server = fakeBackend({
      'GET /course/course/page': { list: [], total: 0 },
      'GET /signup/signup/page': { list: [row(2, '林静', 5)], total: 1 },
      'POST /signup/signup/review': true,
    });
    const sockets = renderLive(<ReviewPage />, '/course/review');
    expect(await screen.findByText('林静')).toBeTruthy();
    act(() => sockets.last().serverConnect());

    fireEvent.click(within(rowOf('林静')).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('已被他人更新')).toBeNull();

    act(() => sockets.last().push('signup.changed', changed(2, 6, 42)));
    expect(await within(dialog).findByText('已被他人更新')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '确定通过' })).toBeNull();
    const calls = server.find('GET', '/signup/signup/page').length;
    fireEvent.click(within(dialog).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(server.find('GET', '/signup/signup/page').length).toBeGreaterThan(calls));
    expect(server.find('POST', '/signup/signup/review')).toHaveLength(0);
  });
});
