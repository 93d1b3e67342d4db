import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dictStore } from '../../../dict';
import { fakeBackend, renderPage, signIn, type Call } from '../../course/testing/fake-backend';
import { message, NOTIFY_DICTS } from '../testing/notify-fixtures';
import { emptyMessageFilter, messageParams } from './message-filter';
import NotifyMessagePage from './NotifyMessagePage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

describe('messageParams', () => {
  it('sends only what is filled: a whole-number user id, the trimmed code, the type and the day range', () => {
    expect(messageParams(emptyMessageFilter(), 1, 20)).toEqual({
      pageNo: 1,
      pageSize: 20,
      userId: undefined,
      templateCode: undefined,
      templateType: undefined,
      'createTime[0]': undefined,
      'createTime[1]': undefined,
    });
    const params = messageParams(
      { userId: ' 42 ', templateCode: ' signup-passed ', templateType: '2', createdFrom: '2026-11-30', createdTo: '2026-11-01' },
      2,
      10,
    );
    expect(params).toMatchObject({
      userId: '42',
      templateCode: 'signup-passed',
      templateType: '2',
      // a reversed range is swapped; the day bounds as spec §5 sends them
      'createTime[0]': '2026-11-01 00:00:00',
      'createTime[1]': '2026-11-30 23:59:59',
    });
    expect(messageParams({ ...emptyMessageFilter(), userId: '4x' }, 1, 10).userId).toBeUndefined();
  });
});

describe('system/notify/message/index', () => {
  beforeEach(() => signIn(['super_admin'], []));

  it('lists every message of the tenant and searches by recipient and template code', async () => {
    const rows = [message(2, '录取通知', { userId: 7 }), message(1, '新的报名待审核', { userId: 8, readStatus: true, readTime: 1 })];
    const server = fakeBackend({
      'GET /system/notify-message/page': (c: Call) => {
        const userId = c.query.get('userId');
        const list = userId === null ? rows : rows.filter((m) => String(m.userId) === userId);
        return { list, total: list.length };
      },
    });
    renderPage(<NotifyMessagePage />, '/system/notify-message');
    act(() => dictStore.set(NOTIFY_DICTS));
    expect(await screen.findByText('录取通知')).toBeTruthy();
    expect(screen.getByText('新的报名待审核')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('接收人编号'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('模板编码'), { target: { value: 'signup-offer' } });
    fireEvent.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(screen.queryByText('新的报名待审核')).toBeNull());
    const last = server.find('GET', '/system/notify-message/page').at(-1)!;
    expect(last.query.get('userId')).toBe('7');
    expect(last.query.get('templateCode')).toBe('signup-offer');
    expect(last.query.get('pageNo')).toBe('1');
  });
});
