import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dictStore } from '../../../dict';
import { fakeBackend, renderPage, signIn, type Call } from '../../course/testing/fake-backend';
import { NotifyBell } from '../bell/NotifyBell';
import { message, NOTIFY_DICTS } from '../testing/notify-fixtures';
import { emptyMyMessageFilter, myMessageParams } from './my-message-filter';
import MyNotifyMessagePage from './MyNotifyMessagePage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

/** A server holding three messages of the user, two unread; marking read changes what it answers. */
function messageServer() {
  const rows = [
    message(3, '新的报名待审核', { templateType: 1 }),
    message(2, '录取通知'),
    message(1, '旧消息', { readStatus: true, readTime: 1 }),
  ];
  const unread = () => rows.filter((m) => !m.readStatus).length;
  const server = fakeBackend({
    'GET /system/notify-message/my-page': (c: Call) => {
      const rs = c.query.get('readStatus');
      const list = rs === null ? rows : rows.filter((m) => String(m.readStatus) === rs);
      return { list, total: list.length };
    },
    'GET /system/notify-message/get-unread-count': () => unread(),
    'PUT /system/notify-message/update-read': (c: Call) => {
      const ids = c.query.getAll('ids').map(Number);
      rows.forEach((m) => ids.includes(m.id) && Object.assign(m, { readStatus: true, readTime: Date.now() }));
      return true;
    },
    'PUT /system/notify-message/update-all-read': () => {
      rows.forEach((m) => Object.assign(m, { readStatus: true, readTime: Date.now() }));
      return true;
    },
  });
  return server;
}

function renderWithBell() {
  renderPage(
    <>
      <NotifyBell />
      <MyNotifyMessagePage />
    </>,
    '/user/notify-message',
  );
  act(() => dictStore.set(NOTIFY_DICTS));
}

const bellLabel = () => screen.getByRole('button', { name: /站内信/ }).getAttribute('aria-label');

describe('/user/notify-message', () => {
  beforeEach(() => signIn(['signup_admin'], []));

  it('filters → my-page request: read status and the created range with 00:00:00 / 23:59:59, back to page 1', async () => {
    const server = messageServer();
    renderWithBell();
    expect(await screen.findByText('新的报名待审核')).toBeTruthy();
    const first = server.find('GET', '/system/notify-message/my-page')[0]!;
    expect([...first.query.keys()].sort()).toEqual(['pageNo', 'pageSize']);
    expect(first.query.get('pageSize')).toBe('20');

    fireEvent.change(screen.getByLabelText('每页条数'), { target: { value: '10' } });
    await waitFor(() => expect(server.find('GET', '/system/notify-message/my-page').at(-1)!.query.get('pageSize')).toBe('10'));

    fireEvent.change(screen.getByLabelText('是否已读'), { target: { value: 'false' } });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-24' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.queryByText('旧消息')).toBeNull());
    const q = server.find('GET', '/system/notify-message/my-page').at(-1)!.query;
    expect(q.get('readStatus')).toBe('false');
    expect(q.get('createTime[0]')).toBe('2026-11-01 00:00:00');
    expect(q.get('createTime[1]')).toBe('2026-11-24 23:59:59');
    expect(q.get('pageNo')).toBe('1');
    expect(q.get('pageSize')).toBe('10');

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(await screen.findByText('旧消息')).toBeTruthy();
    expect(server.find('GET', '/system/notify-message/my-page').at(-1)!.query.get('readStatus')).toBeNull();
  });

  it('marks the selected messages read; the bell count follows', async () => {
    const server = messageServer();
    renderWithBell();
    expect(await screen.findByText('录取通知')).toBeTruthy();
    await waitFor(() => expect(bellLabel()).toBe('站内信，2 条未读'));
    // a read message cannot be selected
    expect((screen.getByLabelText('选择 1') as HTMLInputElement).disabled).toBe(true);
    const markSelected = () => screen.getByRole('button', { name: /^标记已读/ }) as HTMLButtonElement;
    expect(markSelected().disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('选择 3'));
    fireEvent.click(screen.getByLabelText('选择 2'));
    fireEvent.click(markSelected());
    await waitFor(() => expect(server.find('PUT', '/system/notify-message/update-read')).toHaveLength(1));
    expect(server.find('PUT', '/system/notify-message/update-read')[0]!.query.getAll('ids')).toEqual(['3', '2']);
    await waitFor(() => expect(bellLabel()).toBe('站内信'));
    const row = screen.getByText('录取通知').closest('tr')!;
    await waitFor(() => expect(within(row).getByText('已读')).toBeTruthy());
    expect(markSelected().disabled).toBe(true);
  });

  it('marks one row read, then all read', async () => {
    const server = messageServer();
    renderWithBell();
    await waitFor(() => expect(bellLabel()).toBe('站内信，2 条未读'));
    fireEvent.click(await screen.findByRole('button', { name: '标记 3 已读' }));
    await waitFor(() => expect(bellLabel()).toBe('站内信，1 条未读'));
    expect(server.find('PUT', '/system/notify-message/update-read')[0]!.query.getAll('ids')).toEqual(['3']);

    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(bellLabel()).toBe('站内信'));
    expect(server.find('PUT', '/system/notify-message/update-all-read')).toHaveLength(1);
    await waitFor(() => expect(screen.queryAllByText('未读', { ignore: 'option' })).toHaveLength(0));
  });
});

describe('myMessageParams', () => {
  it('leaves an open side out, swaps a reversed range and drops what is not a date', () => {
    const f = emptyMyMessageFilter();
    expect(myMessageParams({ ...f, createdFrom: '2026-11-05' }, 2, 30)).toEqual({
      pageNo: 2,
      pageSize: 30,
      readStatus: undefined,
      'createTime[0]': '2026-11-05 00:00:00',
      'createTime[1]': undefined,
    });
    const swapped = myMessageParams({ ...f, createdFrom: '2026-11-24', createdTo: '2026-11-01', readStatus: 'true' }, 1, 10);
    expect(swapped['createTime[0]']).toBe('2026-11-01 00:00:00');
    expect(swapped['createTime[1]']).toBe('2026-11-24 23:59:59');
    expect(swapped.readStatus).toBe('true');
    expect(myMessageParams({ ...f, createdTo: '11/24/2026' }, 1, 10)['createTime[1]']).toBeUndefined();
  });
});
