import { DataScope, MenuType, Permissions, type RoleVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../../course/testing/fake-backend';
import RolePage from './RolePage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const role = (o: Partial<RoleVO>): RoleVO => ({
  id: 10,
  name: '审计员',
  code: 'auditor',
  sort: 1,
  status: 0,
  type: 2,
  remark: null,
  dataScope: DataScope.ALL,
  dataScopeDeptIds: [],
  createTime: 0,
  ...o,
});
const auditor = role({});
const deptAdmin = role({ id: 2, name: '部门管理员', code: 'dept_admin', type: 1 });

function backend() {
  return fakeBackend({
    'GET /system/role/page': { list: [deptAdmin, auditor], total: 2 },
    'POST /system/role/create': 11,
    'PUT /system/role/update': true,
    'DELETE /system/role/delete': true,
    'GET /system/menu/simple-list': [
      { id: 1, name: '系统管理', parentId: 0, type: MenuType.DIR },
      { id: 102, name: '岗位管理', parentId: 1, type: MenuType.MENU },
      { id: 1021, name: '岗位查询', parentId: 102, type: MenuType.BUTTON },
      { id: 1022, name: '岗位新增', parentId: 102, type: MenuType.BUTTON },
    ],
    'GET /system/permission/list-role-menus': [1, 102, 1021],
    'POST /system/permission/assign-role-menu': true,
    'POST /system/permission/assign-role-data-scope': true,
    'GET /system/dept/simple-list': [
      { id: 100, name: '总部', parentId: 0 },
      { id: 101, name: '培训部', parentId: 100 },
      { id: 102, name: '财务部', parentId: 100 },
    ],
  });
}
const ALL = [...Object.values(Permissions.role), ...Object.values(Permissions.permission)];

describe('<RolePage>', () => {
  it('lists roles; a built-in role has no 删除 and its name and code are read-only', async () => {
    signIn(['super_admin'], ALL);
    const server = backend();
    renderPage(<RolePage />);
    expect(await screen.findByText('部门管理员')).toBeTruthy();
    expect(server.find('GET', '/system/role/page')[0]!.query.toString()).toBe('pageNo=1&pageSize=20');
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: '编辑' })[0]!);
    const d = within(await screen.findByRole('dialog'));
    expect((d.getByLabelText('角色名称') as HTMLInputElement).readOnly).toBe(true);
    expect((d.getByLabelText('角色标识') as HTMLInputElement).readOnly).toBe(true);
  });

  it('creates a role once its code is valid', async () => {
    signIn(['super_admin'], ALL);
    const server = backend();
    renderPage(<RolePage />);
    expect(await screen.findByText('审计员')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const d = within(await screen.findByRole('dialog'));
    fireEvent.change(d.getByLabelText('角色名称'), { target: { value: '巡查员' } });
    fireEvent.change(d.getByLabelText('角色标识'), { target: { value: "x'; --" } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    expect(await d.findByText('权限字符为 1–100 位字母、数字或 _ - . :')).toBeTruthy();
    fireEvent.change(d.getByLabelText('角色标识'), { target: { value: 'inspector' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST', '/system/role/create')).toHaveLength(1));
    expect(server.find('POST', '/system/role/create')[0]!.body).toEqual({
      name: '巡查员',
      code: 'inspector',
      sort: 0,
      status: 0,
      remark: null,
    });
  });

  it('菜单权限: the tree starts half-checked from the grant and saves checked plus half-checked ids', async () => {
    signIn(['super_admin'], ALL);
    const server = backend();
    renderPage(<RolePage />);
    expect(await screen.findByText('审计员')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '菜单权限' })[1]!);
    const d = within(await screen.findByRole('dialog'));
    const box = async (name: string) => (await d.findByRole('checkbox', { name })) as HTMLInputElement;
    expect(d.queryByRole('checkbox', { name: '岗位查询' })).toBeNull(); // the directories start expanded, the pages folded
    fireEvent.click(await d.findByRole('button', { name: '全部展开' }));
    expect((await box('岗位查询')).checked).toBe(true);
    expect((await box('岗位新增')).checked).toBe(false);
    expect((await box('岗位管理')).indeterminate).toBe(true);
    expect((await box('系统管理')).indeterminate).toBe(true);
    fireEvent.click(await box('岗位新增'));
    expect((await box('岗位管理')).checked).toBe(true);
    expect((await box('岗位管理')).indeterminate).toBe(false);
    fireEvent.click(await box('岗位查询'));
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST', '/system/permission/assign-role-menu')).toHaveLength(1));
    expect(server.find('POST', '/system/permission/assign-role-menu')[0]!.body).toEqual({ roleId: 10, menuIds: [1, 102, 1022] });
  });

  it('数据权限: 指定部门 shows the department tree and needs one', async () => {
    signIn(['super_admin'], ALL);
    const server = backend();
    renderPage(<RolePage />);
    expect(await screen.findByText('审计员')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '数据权限' })[1]!);
    const d = within(await screen.findByRole('dialog'));
    expect(d.queryByRole('checkbox', { name: '培训部' })).toBeNull();
    fireEvent.change(d.getByLabelText('权限范围'), { target: { value: String(DataScope.DEPT_CUSTOM) } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    expect(await d.findByText('请至少选择一个部门')).toBeTruthy();
    expect(server.find('POST', '/system/permission/assign-role-data-scope')).toHaveLength(0);
    fireEvent.click(await d.findByRole('checkbox', { name: '培训部' }));
    expect(((await d.findByRole('checkbox', { name: '总部' })) as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST', '/system/permission/assign-role-data-scope')).toHaveLength(1));
    expect(server.find('POST', '/system/permission/assign-role-data-scope')[0]!.body).toEqual({
      roleId: 10,
      dataScope: DataScope.DEPT_CUSTOM,
      dataScopeDeptIds: [101],
    });
  });

  it('hides every action without its permission', async () => {
    signIn(['common'], [Permissions.role.query]);
    backend();
    renderPage(<RolePage />);
    expect(await screen.findByText('审计员')).toBeTruthy();
    for (const name of ['新增', '编辑', '删除', '导出', '菜单权限', '数据权限']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
