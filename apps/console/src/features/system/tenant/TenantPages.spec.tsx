import { Permissions, type MenuRespVO, type TenantPackageVO, type TenantVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../../course/testing/fake-backend';
import TenantPage from './list/TenantPage';
import { tenantToRequest, tenantToForm } from './list/tenant-form';
import TenantPackagePage from './package/TenantPackagePage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const system: TenantVO = {
  id: 1,
  name: 'DHA 培训中心',
  contactName: '',
  contactMobile: null,
  status: 0,
  websites: [],
  packageId: 0,
  expireTime: null,
  accountCount: 9999,
  createTime: 0,
};
const branch: TenantVO = {
  id: 2,
  name: '东城分中心',
  contactName: '王五',
  contactMobile: '13800138000',
  status: 0,
  websites: ['east.example.com'],
  packageId: 7,
  expireTime: new Date(2030, 0, 1, 12, 0).getTime(),
  accountCount: 50,
  createTime: 0,
};
const basic: TenantPackageVO = { id: 7, name: '基础套餐', status: 0, remark: null, menuIds: [5, 501, 5011], createTime: 0 };
const menu = (id: number, name: string, parentId: number, type: number, permission = ''): MenuRespVO => ({
  id,
  name,
  permission,
  type,
  sort: 0,
  parentId,
  path: '',
  icon: '#',
  component: null,
  componentName: null,
  status: 0,
  visible: true,
  keepAlive: true,
  alwaysShow: true,
  createTime: 0,
});
const menus: MenuRespVO[] = [
  menu(5, '课程管理', 0, 1),
  menu(501, '课程类型', 5, 2),
  menu(5011, '课程类型查询', 501, 3, Permissions.courseType.query),
  menu(1, '系统管理', 0, 1),
  menu(101, '部门管理', 1, 2),
  // the menu administration is the system tenant's alone: not offered
  menu(111, '菜单管理', 1, 2),
  menu(1111, '菜单查询', 111, 3, Permissions.menu.query),
];

function backend() {
  return fakeBackend({
    'GET /system/tenant/page': { list: [branch, system], total: 2 },
    'GET /system/tenant-package/simple-list': [{ id: 7, name: '基础套餐' }],
    'POST /system/tenant/create': 3,
    'PUT /system/tenant/update': true,
    'DELETE /system/tenant/delete': true,
    'GET /system/tenant-package/page': { list: [basic], total: 1 },
    'GET /system/menu/list': menus,
    'PUT /system/tenant-package/update': true,
  });
}

describe('<TenantPage>', () => {
  it('lists tenants with their package; the system tenant has no edit or delete', async () => {
    signIn(['super_admin'], Object.values(Permissions.tenant));
    const server = backend();
    renderPage(<TenantPage />);
    const row = (await screen.findByText('东城分中心')).closest('tr')!;
    expect(within(row).getByText('基础套餐')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '编辑' })).toBeTruthy();
    const systemRow = screen.getByText('DHA 培训中心').closest('tr')!;
    expect(within(systemRow).getByText('系统租户')).toBeTruthy();
    expect(within(systemRow).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(systemRow).queryByRole('button', { name: '删除' })).toBeNull();

    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: ' 王五 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.find('GET', '/system/tenant/page')).toHaveLength(2));
    expect(server.find('GET', '/system/tenant/page')[1]!.query.toString()).toBe('pageNo=1&pageSize=20&contactName=%E7%8E%8B%E4%BA%94');
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
  });

  it('creates a tenant with its administrator once the form is valid', async () => {
    signIn(['super_admin'], Object.values(Permissions.tenant));
    const server = backend();
    renderPage(<TenantPage />);
    await screen.findByText('东城分中心');
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const d = within(await screen.findByRole('dialog'));
    fireEvent.change(d.getByLabelText('租户名'), { target: { value: '西城分中心' } });
    fireEvent.change(d.getByLabelText('联系人'), { target: { value: '赵六' } });
    fireEvent.change(d.getByLabelText('用户名称'), { target: { value: 'ab' } });
    fireEvent.change(d.getByLabelText('账号额度'), { target: { value: '20' } });
    fireEvent.change(d.getByLabelText('过期时间'), { target: { value: '2031-06-30 18:00' } });
    fireEvent.change(d.getByLabelText('绑定域名'), { target: { value: 'west.example.com\nbad host/x' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    expect(await d.findByText('用户名称为 4–30 位字母或数字')).toBeTruthy();
    expect(d.getByText('请选择租户套餐')).toBeTruthy();
    expect(d.getByText(/域名格式不正确/)).toBeTruthy();
    expect(server.find('POST', '/system/tenant/create')).toHaveLength(0);

    await waitFor(() => expect(d.getByRole('option', { name: '基础套餐' })).toBeTruthy());
    fireEvent.change(d.getByLabelText('租户套餐'), { target: { value: '7' } });
    fireEvent.change(d.getByLabelText('用户名称'), { target: { value: 'westadmin' } });
    fireEvent.change(d.getByLabelText('用户密码'), { target: { value: 'West@123' } });
    fireEvent.change(d.getByLabelText('绑定域名'), { target: { value: 'west.example.com' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST', '/system/tenant/create')).toHaveLength(1));
    expect(server.find('POST', '/system/tenant/create')[0]!.body).toEqual({
      name: '西城分中心',
      contactName: '赵六',
      contactMobile: null,
      status: 0,
      websites: ['west.example.com'],
      packageId: 7,
      expireTime: new Date(2031, 5, 30, 18, 0).getTime(),
      accountCount: 20,
      username: 'westadmin',
      password: 'West@123',
    });
  });

  it('edits a tenant without the administrator fields', () => {
    const r = tenantToRequest({ ...tenantToForm(branch), accountCount: '60' });
    expect(r).toEqual({
      ok: true,
      req: {
        id: 2,
        name: '东城分中心',
        contactName: '王五',
        contactMobile: '13800138000',
        status: 0,
        websites: ['east.example.com'],
        packageId: 7,
        expireTime: branch.expireTime,
        accountCount: 60,
      },
    });
  });

  it('hides create, edit, delete and export without their permissions', async () => {
    signIn(['common'], [Permissions.tenant.query]);
    backend();
    renderPage(<TenantPage />);
    expect(await screen.findByText('东城分中心')).toBeTruthy();
    for (const name of ['新增', '编辑', '删除', '导出']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe('<TenantPackagePage>', () => {
  it('edits a package’s menus in a tree of checkboxes', async () => {
    signIn(['super_admin'], Object.values(Permissions.tenantPackage));
    const server = backend();
    renderPage(<TenantPackagePage />);
    const row = (await screen.findByText('基础套餐')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const d = within(await screen.findByRole('dialog'));
    // checking 部门管理 takes its directory too
    fireEvent.click(await d.findByLabelText('部门管理'));
    expect(d.queryByLabelText('菜单管理')).toBeNull();
    expect(server.find('GET', '/system/menu/list')[0]!.query.toString()).toBe('status=0');
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('PUT', '/system/tenant-package/update')).toHaveLength(1));
    expect(server.find('PUT', '/system/tenant-package/update')[0]!.body).toEqual({
      id: 7,
      name: '基础套餐',
      status: 0,
      remark: null,
      menuIds: [1, 5, 101, 501, 5011],
    });
  });

  it('hides create, edit and delete without their permissions', async () => {
    signIn(['common'], [Permissions.tenantPackage.query]);
    backend();
    renderPage(<TenantPackagePage />);
    expect(await screen.findByText('基础套餐')).toBeTruthy();
    for (const name of ['新增', '编辑', '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
