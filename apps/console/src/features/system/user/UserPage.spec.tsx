import { Permissions, type UserVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../../course/testing/fake-backend';
import UserPage from './UserPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const teacher: UserVO = {
  id: 7,
  username: 'teacher01',
  nickname: '张老师',
  remark: null,
  deptId: 2,
  deptName: '东区',
  postIds: [],
  email: null,
  mobile: '13800001111',
  sex: 1,
  avatar: '',
  status: 0,
  loginIp: null,
  loginDate: null,
  createTime: 0,
};

function backend() {
  return fakeBackend({
    'GET /system/user/page': { list: [teacher], total: 1 },
    'GET /system/dept/simple-list': [
      { id: 1, name: '总部', parentId: 0 },
      { id: 2, name: '东区', parentId: 1 },
    ],
    'GET /system/post/simple-list': [{ id: 3, name: '讲师' }],
    'GET /system/role/simple-list': [{ id: 6, name: '课程老师' }],
    'POST /system/user/create': 8,
    'PUT /system/user/update-status': true,
  });
}

describe('<UserPage>', () => {
  it('filters by the department clicked in the tree, from page 1', async () => {
    signIn(['super_admin'], Object.values(Permissions.user));
    const server = backend();
    renderPage(<UserPage />);
    expect(await screen.findByText('张老师')).toBeTruthy();
    expect(server.find('GET', '/system/user/page')[0]!.query.toString()).toBe('pageNo=1&pageSize=20');
    fireEvent.click(await screen.findByText('总部'));
    await waitFor(() => expect(server.find('GET', '/system/user/page')).toHaveLength(2));
    expect(server.find('GET', '/system/user/page')[1]!.query.get('deptId')).toBe('1');
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: ' 1380 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.find('GET', '/system/user/page')).toHaveLength(3));
    expect(server.find('GET', '/system/user/page')[2]!.query.toString()).toBe('pageNo=1&pageSize=20&mobile=1380&deptId=1');
  });

  it('creates a teacher account with a department and a role once the form is valid', async () => {
    signIn(['office_admin'], Object.values(Permissions.user));
    const server = backend();
    renderPage(<UserPage />);
    expect(await screen.findByText('张老师')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const d = within(await screen.findByRole('dialog'));
    fireEvent.change(d.getByLabelText('用户名称'), { target: { value: 'ab' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    expect(await d.findByText('用户名称为 4–30 位字母或数字')).toBeTruthy();
    expect(server.find('POST', '/system/user/create')).toHaveLength(0);
    fireEvent.change(d.getByLabelText('用户名称'), { target: { value: 'teacher02' } });
    fireEvent.change(d.getByLabelText('用户昵称'), { target: { value: '李老师' } });
    fireEvent.change(d.getByLabelText('用户密码'), { target: { value: 'Pass@1234' } });
    fireEvent.change(d.getByLabelText('归属部门'), { target: { value: '2' } });
    await waitFor(() => expect(d.getByLabelText('课程老师')).toBeTruthy());
    fireEvent.click(d.getByLabelText('课程老师'));
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST', '/system/user/create')).toHaveLength(1));
    // the roles offered are those the caller may grant (issue 29: an office admin is not offered dept_admin)
    expect(server.find('GET', '/system/role/simple-list')[0]!.query.get('grantable')).toBe('true');
    expect(server.find('POST', '/system/user/create')[0]!.body).toEqual({
      password: 'Pass@1234',
      roleIds: [6],
      username: 'teacher02',
      nickname: '李老师',
      deptId: 2,
      postIds: [],
      email: null,
      mobile: null,
      sex: null,
      remark: null,
    });
  });

  it('disables a user only after the confirmation', async () => {
    signIn(['super_admin'], Object.values(Permissions.user));
    const server = backend();
    renderPage(<UserPage />);
    expect(await screen.findByText('张老师')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('teacher01 状态'));
    expect(await screen.findByText(/确定停用用户「teacher01」吗/)).toBeTruthy();
    expect(server.find('PUT', '/system/user/update-status')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '停用' }));
    await waitFor(() => expect(server.find('PUT', '/system/user/update-status')).toHaveLength(1));
    expect(server.find('PUT', '/system/user/update-status')[0]!.body).toEqual({ id: 7, status: 1 });
  });

  it('hides every action without its permission', async () => {
    signIn(['common'], [Permissions.user.query]);
    backend();
    renderPage(<UserPage />);
    expect(await screen.findByText('张老师')).toBeTruthy();
    for (const name of ['新增', '编辑', '删除', '导出', '导入', '重置密码', '分配角色', '解锁'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
