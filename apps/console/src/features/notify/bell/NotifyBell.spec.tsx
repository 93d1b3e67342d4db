import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { showToast } from '../../../api/toaster';
import { dictStore } from '../../../dict';
import { fakeBackend, renderPage, signIn } from '../../course/testing/fake-backend';
import { fakeSockets } from '../../live/testing/fake-socket';
import { UNREAD_POLL_MS } from '../queries';
import { message, NOTIFY_DICTS } from '../testing/notify-fixtures';
import { NotifyBell } from './NotifyBell';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderBell(withLive?: ReturnType<typeof fakeSockets>, pollMs?: number) {
  const ui = (
    <>
      <NotifyBell pollMs={pollMs} />
      <Where />
    </>
  );
  const view = renderPage(ui, '/index', withLive);
  act(() => dictStore.set(NOTIFY_DICTS));
  return view;
}

const dot = () => screen.queryByLabelText('有未读消息');
const bell = () => screen.getByRole('button', { name: /站内信/ });

describe('<NotifyBell>', () => {
  beforeEach(() => {
    signIn(['signup_admin'], []);
    jest.mocked(showToast).mockClear();
  });

  it('shows the red dot only while unread > 0, polling the count', async () => {
    expect(UNREAD_POLL_MS).toBe(120_000);
    let unread = 0;
    const server = fakeBackend({ 'GET /system/notify-message/get-unread-count': () => unread });
    renderBell(undefined, 300);
    await waitFor(() => expect(server.find('GET', '/system/notify-message/get-unread-count')).toHaveLength(1));
    expect(dot()).toBeNull();
    expect(bell().getAttribute('aria-label')).toBe('站内信');

    unread = 3;
    // the next poll brings the count
    await waitFor(() => expect(dot()).not.toBeNull());
    expect(server.find('GET', '/system/notify-message/get-unread-count').length).toBeGreaterThanOrEqual(2);
    expect(bell().getAttribute('aria-label')).toBe('站内信，3 条未读');
  });

  it('opening loads the unread list, resets the count to 0 and links to the full list', async () => {
    const server = fakeBackend({
      'GET /system/notify-message/get-unread-count': 2,
      'GET /system/notify-message/get-unread-list': [
        message(8, '您报名的「禅修入门班」已通过审核', { templateType: 1, templateNickname: '教务处' }),
        message(7, '请在 11 月 30 日前回复录取'),
      ],
    });
    renderBell();
    await waitFor(() => expect(dot()).not.toBeNull());
    expect(server.find('GET', '/system/notify-message/get-unread-list')).toHaveLength(0);

    fireEvent.click(bell());
    const popover = await screen.findByLabelText('未读站内信');
    expect(await within(popover).findByText('您报名的「禅修入门班」已通过审核')).toBeTruthy();
    expect(server.find('GET', '/system/notify-message/get-unread-list')[0]!.query.get('size')).toBe('10');
    // sender, time, type label (dictionary notify-template-type) and content of each message
    const items = within(popover).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('教务处')).toBeTruthy();
    expect(within(items[0]!).getByText('通知公告')).toBeTruthy();
    expect(within(items[0]!).getByText('2026-11-24 09:30:05')).toBeTruthy();
    expect(within(items[1]!).getByText('报名中心')).toBeTruthy();
    expect(within(items[1]!).getByText('系统消息')).toBeTruthy();
    // spec §2: the count is reset on open (locally: nothing is marked read on the server)
    expect(dot()).toBeNull();
    expect(server.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);

    fireEvent.click(within(popover).getByRole('button', { name: '查看全部' }));
    expect(screen.getByTestId('where').textContent).toBe('/user/notify-message');
    await waitFor(() => expect(screen.queryByLabelText('未读站内信')).toBeNull());
  });

  it('says so when nothing is unread', async () => {
    fakeBackend({ 'GET /system/notify-message/get-unread-count': 0, 'GET /system/notify-message/get-unread-list': [] });
    renderBell();
    fireEvent.click(bell());
    expect(await screen.findByText('暂无未读消息')).toBeTruthy();
  });

  it('a live notify event sets the count to its unreadCount and toasts the message', async () => {
    const server = fakeBackend({ 'GET /system/notify-message/get-unread-count': 0 });
    const live = fakeSockets();
    renderBell(live);
    await waitFor(() => expect(server.find('GET', '/system/notify-message/get-unread-count')).toHaveLength(1));
    expect(dot()).toBeNull();
    act(() => live.last().serverConnect({ authenticated: true, userId: 1 }));
    // every (re)connect re-reads what is on screen (LiveProvider)
    await waitFor(() => expect(server.find('GET', '/system/notify-message/get-unread-count')).toHaveLength(2));

    act(() =>
      live.last().push('notify', { message: message(9, '王老师提交了新的报名，请审核', { templateNickname: '审核提醒' }), unreadCount: 4 }),
    );
    await waitFor(() => expect(dot()).not.toBeNull());
    expect(bell().getAttribute('aria-label')).toBe('站内信，4 条未读');
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ intent: 'primary', message: '审核提醒：王老师提交了新的报名，请审核' }),
    );
    expect(showToast).toHaveBeenCalledTimes(1);
  });
});
