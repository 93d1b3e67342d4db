import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn, type Call } from '../../course/testing/fake-backend';
import { reviewRow as row } from './review-fixtures';
import ReviewPage from './ReviewPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

function backend() {
  let pageCalls = 0;
  return fakeBackend({
    'GET /course/course/page': { list: [{ id: 1, name: '禅修入门班', code: 'CX-1', status: 10 }], total: 1 },
    'GET /signup/signup/page': (c: Call) => {
      pageCalls++;
      // after the batch the passed signup has left the 待审核 queue
      const list = pageCalls === 1 || c.query.get('status') !== '10' ? [row(1, '陈晨', 3), row(2, '林静', 5)] : [row(2, '林静', 5)];
      return { list, total: list.length };
    },
    'POST /signup/signup/batch-review': [
      { id: 1, ok: true, code: 0, msg: '' },
      { id: 2, ok: false, code: 1031001001, msg: '报名状态为「待老师审核」，不能执行该操作' },
    ],
  });
}

describe('<ReviewPage>', () => {
  it('opens on 待审核 and batch-passes the selected signups, showing each answer', async () => {
    signIn(['signup_admin'], ['*:*:*']);
    const server = backend();
    renderPage(<ReviewPage />, '/course/review');

    expect(await screen.findByText('陈晨')).toBeTruthy();
    const firstPage = server.find('GET', '/signup/signup/page')[0]!;
    expect(firstPage.query.get('status')).toBe('10');
    expect(firstPage.query.get('pageSize')).toBe('20');

    const pass = screen.getByRole('button', { name: /批量通过/ });
    expect((pass as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('选择 1'));
    fireEvent.click(screen.getByLabelText('选择 2'));
    expect(screen.getByText('已选 2 条')).toBeTruthy();
    fireEvent.click(pass);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('批量通过（2 条）')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: '资料齐全' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定通过' }));

    expect(await screen.findByText('成功 1 条，失败 1 条')).toBeTruthy();
    const [batch] = server.find('POST', '/signup/signup/batch-review');
    expect(batch!.body).toEqual({
      ids: [
        { id: 1, version: 3 },
        { id: 2, version: 5 },
      ],
      action: 'PASS',
      offer: 'FORMAL',
      remark: '资料齐全',
    });
    const result = screen.getByText('成功 1 条，失败 1 条').closest('[role=dialog]') as HTMLElement;
    expect(within(result).getAllByText('报名状态为「待老师审核」，不能执行该操作（1 条）').length).toBe(1);
    expect(within(result).getByText('林静')).toBeTruthy();

    // the passed one leaves the queue at once, and the list is fetched again
    await waitFor(() => expect(screen.queryByText('陈晨')).toBeNull());
    await waitFor(() => expect(server.find('GET', '/signup/signup/page').length).toBeGreaterThanOrEqual(2));
  });

  it('approves one signup from its row with a 候补 offer', async () => {
    signIn(['course_teacher'], ['course:signup:query', 'course:signup:review']);
    const server = fakeBackend({
      'GET /course/course/page': { list: [], total: 0 },
      'GET /signup/signup/page': { list: [row(7, '吴雪', 2, { status: 20 })], total: 1 },
      'POST /signup/signup/review': true,
    });
    renderPage(<ReviewPage />, '/course/review?status=20');
    expect(await screen.findByText('吴雪')).toBeTruthy();
    // a teacher cannot pass, only approve or reject
    expect(screen.queryByRole('button', { name: /批量通过/ })).toBeNull();
    expect(screen.getByRole('button', { name: /批量录取/ })).toBeTruthy();
    expect(server.find('GET', '/course/course/page')[0]!.query.get('teacherId')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: '录取' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('候补'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定录取' }));
    await waitFor(() => expect(server.find('POST', '/signup/signup/review')).toHaveLength(1));
    expect(server.find('POST', '/signup/signup/review')[0]!.body).toEqual({ id: 7, version: 2, action: 'APPROVE', offer: 'CANDIDATE' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the empty state when nothing waits', async () => {
    signIn(['signup_admin'], ['*:*:*']);
    fakeBackend({ 'GET /course/course/page': { list: [], total: 0 }, 'GET /signup/signup/page': { list: [], total: 0 } });
    renderPage(<ReviewPage />, '/course/review');
    expect(await screen.findByText('没有需要审核的报名')).toBeTruthy();
  });
});
