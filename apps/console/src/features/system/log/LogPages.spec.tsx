import { LoginResult, OperateType, Permissions, type LoginLogVO, type OperateLogVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../../course/testing/fake-backend';
import LoginLogPage from './LoginLogPage';
import OperateLogPage from './OperateLogPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const failed: OperateLogVO = {
  id: 7,
  traceId: 'b1c2',
  userId: 1,
  userType: 2,
  userName: '管理员',
  type: '系统管理',
  subType: '新增岗位',
  bizId: null,
  action: '新增岗位',
  extra: '{}',
  module: '岗位管理',
  name: '新增岗位',
  operateType: OperateType.CREATE,
  targetIds: '',
  requestMethod: 'POST',
  requestUrl: '/admin-api/system/post/create',
  requestSummary: '{"body":{"name":"董事长","password":"******"}}',
  resultCode: 1002005001,
  resultMsg: '已经存在该名字的岗位',
  duration: 12,
  userIp: '127.0.0.1',
  userAgent: 'jest',
  createTime: 0,
};

const refused: LoginLogVO = {
  id: 3,
  logType: 100,
  userId: null,
  username: 'ghost',
  result: LoginResult.BAD_CREDENTIALS,
  reason: '登录失败，账号密码不正确',
  userIp: '10.0.0.1',
  userAgent: 'jest',
  createTime: 0,
};

describe('<OperateLogPage>', () => {
  it('searches by module and result from page 1 and shows an operation in detail', async () => {
    signIn(['super_admin'], Object.values(Permissions.operateLog));
    const server = fakeBackend({ 'GET /system/operate-log/page': { list: [failed], total: 1 } });
    renderPage(<OperateLogPage />);
    expect(await screen.findByText('新增岗位')).toBeTruthy();
    expect(server.find('GET', '/system/operate-log/page')[0]!.query.toString()).toBe('pageNo=1&pageSize=20');
    fireEvent.change(screen.getByLabelText('操作模块'), { target: { value: ' 岗位 ' } });
    fireEvent.change(screen.getByLabelText('操作结果'), { target: { value: 'false' } });
    fireEvent.change(screen.getByLabelText('操作类型'), { target: { value: String(OperateType.CREATE) } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.find('GET', '/system/operate-log/page')).toHaveLength(2));
    expect(server.find('GET', '/system/operate-log/page')[1]!.query.toString()).toBe(
      'pageNo=1&pageSize=20&module=%E5%B2%97%E4%BD%8D&operateType=2&success=false',
    );
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '详情' }));
    const d = within(await screen.findByRole('dialog'));
    expect(d.getByText('POST /admin-api/system/post/create')).toBeTruthy();
    expect(d.getByText(/"password": "\*\*\*\*\*\*"/)).toBeTruthy();
    expect(d.getByText(/已经存在该名字的岗位/)).toBeTruthy();
  });

  it('hides export without its permission', async () => {
    signIn(['common'], [Permissions.operateLog.query]);
    fakeBackend({ 'GET /system/operate-log/page': { list: [failed], total: 1 } });
    renderPage(<OperateLogPage />);
    expect(await screen.findByText('新增岗位')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });
});

describe('<LoginLogPage>', () => {
  it('searches by user name and result, labels the outcome', async () => {
    signIn(['super_admin'], Object.values(Permissions.loginLog));
    const server = fakeBackend({ 'GET /system/login-log/page': { list: [refused], total: 1 } });
    renderPage(<LoginLogPage />);
    expect(await screen.findByText('ghost')).toBeTruthy();
    expect(screen.getByText('账号或密码不正确')).toBeTruthy();
    expect(screen.getByText('账号登录')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('用户名称'), { target: { value: 'ghost' } });
    fireEvent.change(screen.getByLabelText('登录结果'), { target: { value: 'true' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.find('GET', '/system/login-log/page')).toHaveLength(2));
    expect(server.find('GET', '/system/login-log/page')[1]!.query.toString()).toBe('pageNo=1&pageSize=20&username=ghost&status=true');
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
  });

  it('hides export without its permission', async () => {
    signIn(['common'], [Permissions.loginLog.query]);
    fakeBackend({ 'GET /system/login-log/page': { list: [refused], total: 1 } });
    renderPage(<LoginLogPage />);
    expect(await screen.findByText('ghost')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
  });
});
