import { JobStatus, Permissions, type JobVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../../course/testing/fake-backend';
import JobPage from './JobPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const sweep: JobVO = {
  id: 3,
  name: '录取过期巡检',
  status: JobStatus.NORMAL,
  handlerName: 'offerSweepJob',
  handlerParam: null,
  cronExpression: '30 * * * * ?',
  retryCount: 0,
  retryInterval: 0,
  monitorTimeout: 0,
  createTime: 0,
  lastStatus: 1,
  lastBeginTime: Date.UTC(2026, 0, 1),
};

describe('<JobPage>', () => {
  it('pauses and runs a job once, shows its next runs, and previews a typed cron through the server', async () => {
    signIn(['super_admin'], Object.values(Permissions.job));
    const server = fakeBackend({
      'GET /infra/job/page': { list: [sweep], total: 1 },
      'PUT /infra/job/update-status': true,
      'PUT /infra/job/trigger': true,
      'GET /infra/job/get_next_times': [Date.UTC(2026, 0, 1, 0, 0, 30), Date.UTC(2026, 0, 1, 0, 1, 30)],
      'GET /infra/job/handlers': [{ handlerName: 'jobLogCleanJob', name: '定时任务日志清理', used: false }],
      'GET /infra/job/preview-next-times': (call: { query: URLSearchParams }) =>
        call.query.get('cronExpression') === '0 0 0 ? * 8'
          ? { code: 1001001005, msg: 'CRON 表达式不正确：星期取值为 1-7', data: null }
          : [Date.UTC(2026, 0, 2)],
    });
    renderPage(<JobPage />);
    expect(await screen.findByText('录取过期巡检')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    await waitFor(() => expect(server.find('PUT', '/infra/job/update-status')).toHaveLength(1));
    expect(server.find('PUT', '/infra/job/update-status')[0]!.query.toString()).toBe('id=3&status=2');
    fireEvent.click(screen.getByRole('button', { name: '执行一次' }));
    await waitFor(() => expect(server.find('PUT', '/infra/job/trigger')[0]?.query.toString()).toBe('id=3'));

    fireEvent.click(screen.getByRole('button', { name: '任务详细' }));
    const detail = within(await screen.findByRole('dialog'));
    expect(await detail.findByText(/后续执行时间/)).toBeTruthy();
    await waitFor(() => expect(server.find('GET', '/infra/job/get_next_times')[0]?.query.toString()).toBe('id=3&count=5'));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = within(await screen.findByRole('dialog', { name: '新增任务' }));
    fireEvent.change(form.getByLabelText('CRON 表达式'), { target: { value: '0 0 0 ? * 8' } });
    expect(await form.findByText(/星期取值为 1-7/, undefined, { timeout: 3000 })).toBeTruthy();
    expect(form.getByRole('option', { name: 'jobLogCleanJob（定时任务日志清理）' })).toBeTruthy();
  });

  it('offers no writes without their permissions', async () => {
    signIn(['common'], [Permissions.job.query]);
    fakeBackend({ 'GET /infra/job/page': { list: [sweep], total: 1 } });
    renderPage(<JobPage />);
    expect(await screen.findByText('录取过期巡检')).toBeTruthy();
    for (const name of ['暂停', '执行一次', '编辑', '删除', '新增', '导出']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
