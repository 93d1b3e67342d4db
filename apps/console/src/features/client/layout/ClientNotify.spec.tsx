import type { LiveNotifyEvent } from '@dha/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { showToast } from '../../../api/toaster';
import { sessionStore } from '../../../auth/session';
import { layoutRoutes } from '../../layout/routes';
import { notifyRoutes } from '../../notify/routes';
import { message } from '../../notify/testing/notify-fixtures';
import { clientRoutes } from '../routes';
import { fakeServer, ok, resetClientState, type FakeCall } from '../shared/test-utils';
import { unreadBadgeText } from './ClientNotify';
import { renderLiveClient } from './live-client-fixture';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const UNREAD = '/system/notify-message/get-unread-count';
const notify = (id: number, content: string, unreadCount: number): LiveNotifyEvent => ({
  message: message(id, content, { userId: 8, templateNickname: '报名中心' }),
  unreadCount,
});

/** A visitor's messages on the server: marking all read empties the unread list. */
function messageServer(extra: Record<string, unknown> = {}) {
  let rows = [message(2, '您报名的「禅修入门班」已通过审核', { userId: 8 }), message(1, '请在 11 月 30 日前回复录取', { userId: 8 })];
  const calls = fakeServer({
    'GET /client/course/page': ok({ list: [], total: 0 }),
    'GET /client/signup/my-page': ok({ list: [], total: 0 }),
    [`GET ${UNREAD}`]: () => ok(rows.length),
    'GET /system/notify-message/get-unread-list': () => ok(rows),
    'PUT /system/notify-message/update-all-read': () => {
      rows = [];
      return ok(true);
    },
    ...extra,
  });
  return calls;
}

const messagesButton = () => screen.getByRole('button', { name: /^消息/ });
const badge = () => document.querySelector('.dha-client-notify-badge')?.textContent ?? null;
const unreadReads = (calls: FakeCall[]) => calls.filter((c) => c.path === UNREAD).length;

describe('client header: live notifications', () => {
  beforeEach(() => jest.mocked(showToast).mockClear());

  it('badge of 99+ at most', () => {
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(100)).toBe('99+');
  });

  it('a live notify event for the visitor toasts once and sets the unread badge', async () => {
    resetClientState({ loggedIn: true });
    const calls = messageServer();
    const { live } = renderLiveClient('/client/my-signup');
    await waitFor(() => expect(badge()).toBe('2'));
    expect(messagesButton().getAttribute('aria-label')).toBe('消息，2 条未读');
    expect(live.last().token).toBe('test-access');
    act(() => live.last().serverConnect({ authenticated: true, userId: 8 }));
    // every (re)connect re-reads what is on screen (LiveProvider): the count included
    await waitFor(() => expect(unreadReads(calls)).toBe(2));

    act(() => live.last().push('notify', notify(3, '课程「禅修入门班」的上课地点已变更', 5)));
    await waitFor(() => expect(badge()).toBe('5'));
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ intent: 'primary', message: '报名中心：课程「禅修入门班」的上课地点已变更' }),
    );
  });

  it('the popover lists the unread messages, resets the badge, marks all read; no page link for a visitor', async () => {
    resetClientState({ loggedIn: true });
    const calls = messageServer();
    renderLiveClient('/client/course-list');
    await waitFor(() => expect(badge()).toBe('2'));
    fireEvent.click(messagesButton());
    const popover = await screen.findByLabelText('未读消息');
    expect(await within(popover).findByText('您报名的「禅修入门班」已通过审核')).toBeTruthy();
    expect(within(popover).getAllByRole('listitem')).toHaveLength(2);
    expect(badge()).toBeNull();
    // spec §1/§2: visitors cannot reach /user/notify-message
    expect(within(popover).queryByRole('link', { name: '查看全部' })).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);

    fireEvent.click(within(popover).getByRole('button', { name: '全部已读' }));
    expect(await within(popover).findByText('暂无未读消息')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/system/notify-message/update-all-read']);
  });

  it('logged out: no messages button, no count reads, and a stray notify event toasts nothing', async () => {
    resetClientState({ loggedIn: false });
    const calls = messageServer();
    const { live } = renderLiveClient('/client/course-list');
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^消息/ })).toBeNull();
    act(() => live.last().serverConnect({ authenticated: false }));
    act(() => live.last().push('notify', notify(3, '不该出现', 1)));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(showToast).not.toHaveBeenCalled();
    expect(unreadReads(calls)).toBe(0);
  });

  it('staff: a link to their message page, and one toast per event in either layout (never both mounted)', async () => {
    // jsdom has no scrolling; the management layout scrolls its page to the top on navigation
    Element.prototype.scrollTo ??= () => undefined;
    resetClientState({ loggedIn: true });
    sessionStore.apply({
      user: { id: 8, nickname: '审核员', username: 'reviewer1', avatar: '', deptId: null, email: '' },
      roles: ['signup_admin'],
      permissions: [],
      menus: [],
    });
    messageServer({ 'GET /system/notify-message/my-page': ok({ list: [], total: 0 }) });
    // the app's sibling layouts (router.tsx buildRoutes, without its root: RootShell reads import.meta.env)
    const { live, location } = renderLiveClient('/client/course-list', [...clientRoutes, ...layoutRoutes(notifyRoutes)]);
    await waitFor(() => expect(badge()).toBe('2'));
    act(() => live.last().serverConnect({ authenticated: true, userId: 8 }));
    act(() => live.last().push('notify', notify(3, '新的报名待审核', 3)));
    await waitFor(() => expect(badge()).toBe('3'));
    expect(showToast).toHaveBeenCalledTimes(1);

    fireEvent.click(messagesButton());
    const popover = await screen.findByLabelText('未读消息');
    fireEvent.click(within(popover).getByRole('link', { name: '查看全部' }));
    await waitFor(() => expect(location()).toBe('/user/notify-message'));
    // the management layout's bell has taken over; the client header is gone
    await screen.findByRole('button', { name: /^站内信/ });
    expect(screen.queryByRole('button', { name: /^消息/ })).toBeNull();
    act(() => live.last().push('notify', notify(4, '又一条报名待审核', 4)));
    await waitFor(() => expect(showToast).toHaveBeenCalledTimes(2));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(showToast).toHaveBeenCalledTimes(2);
  });
});
