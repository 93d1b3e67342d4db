import { MenuType, Permissions, type MenuRespVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../../course/testing/fake-backend';
import MenuPage from './MenuPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const menu = (o: Partial<MenuRespVO>): MenuRespVO => ({
  id: 1,
  name: '系统管理',
  permission: '',
  type: MenuType.DIR,
  sort: 1,
  parentId: 0,
  path: '/system',
  icon: 'ep:tools',
  component: null,
  componentName: null,
  status: 0,
  visible: true,
  keepAlive: true,
  alwaysShow: true,
  createTime: 0,
  ...o,
});
const MENUS = [
  menu({}),
  menu({
    id: 102,
    name: '岗位管理',
    type: MenuType.MENU,
    parentId: 1,
    path: 'post',
    component: 'system/post/index',
    componentName: 'SystemPost',
  }),
  menu({ id: 1021, name: '岗位查询', type: MenuType.BUTTON, parentId: 102, path: '', icon: '#', permission: 'system:post:query' }),
];

function backend() {
  return fakeBackend({
    'GET /system/menu/list': MENUS,
    'POST /system/menu/create': 2000,
    'PUT /system/menu/update': true,
    'DELETE /system/menu/delete': true,
  });
}

describe('<MenuPage>', () => {
  it('shows the tree; a parent folds and unfolds its children', async () => {
    signIn(['super_admin'], Object.values(Permissions.menu));
    backend();
    renderPage(<MenuPage />);
    expect(await screen.findByText('岗位查询')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '折叠岗位管理' }));
    expect(screen.queryByText('岗位查询')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '全部折叠' }));
    expect(screen.queryByText('岗位管理')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '全部展开' }));
    expect(await screen.findByText('岗位查询')).toBeTruthy();
  });

  it('adds a button under a page: the form drops the route fields for a button', async () => {
    signIn(['super_admin'], Object.values(Permissions.menu));
    const server = backend();
    renderPage(<MenuPage />);
    expect(await screen.findByText('岗位管理')).toBeTruthy();
    fireEvent.click(within(screen.getByText('岗位管理').closest('tr')!).getByRole('button', { name: '新增' }));
    const d = within(await screen.findByRole('dialog'));
    expect(d.getByLabelText('组件路径')).toBeTruthy(); // a new child starts as a page
    fireEvent.click(d.getByLabelText('按钮'));
    expect(d.queryByLabelText('组件路径')).toBeNull();
    expect(d.queryByLabelText('路由地址')).toBeNull();
    fireEvent.change(d.getByLabelText('菜单名称'), { target: { value: '岗位导出' } });
    fireEvent.change(d.getByLabelText('权限标识'), { target: { value: 'System Post' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    expect(await d.findByText('权限标识如 system:user:query')).toBeTruthy();
    fireEvent.change(d.getByLabelText('权限标识'), { target: { value: 'system:post:export' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST', '/system/menu/create')).toHaveLength(1));
    expect(server.find('POST', '/system/menu/create')[0]!.body).toEqual({
      name: '岗位导出',
      type: MenuType.BUTTON,
      parentId: 102,
      sort: 0,
      status: 0,
      permission: 'system:post:export',
    });
  });

  it('a page needs a component and a relative path', async () => {
    signIn(['super_admin'], Object.values(Permissions.menu));
    const server = backend();
    renderPage(<MenuPage />);
    expect(await screen.findByText('岗位管理')).toBeTruthy();
    fireEvent.click(within(screen.getByText('系统管理').closest('tr')!).getByRole('button', { name: '新增' }));
    const d = within(await screen.findByRole('dialog'));
    fireEvent.change(d.getByLabelText('菜单名称'), { target: { value: '菜单管理' } });
    fireEvent.change(d.getByLabelText('路由地址'), { target: { value: '/menu' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    expect(await d.findByText('子菜单的路由地址不能以 / 开头')).toBeTruthy();
    expect(d.getByText('请输入组件路径')).toBeTruthy();
    expect(server.find('POST', '/system/menu/create')).toHaveLength(0);
  });

  it('confirms a delete; hides the actions without their permissions', async () => {
    signIn(['super_admin'], Object.values(Permissions.menu));
    const server = backend();
    const view = renderPage(<MenuPage />);
    expect(await screen.findByText('岗位查询')).toBeTruthy();
    fireEvent.click(within(screen.getByText('岗位查询').closest('tr')!).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(/确定删除菜单「岗位查询」吗/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '删除' }).at(-1)!);
    await waitFor(() => expect(server.find('DELETE', '/system/menu/delete')).toHaveLength(1));
    expect(server.find('DELETE', '/system/menu/delete')[0]!.query.get('id')).toBe('1021');
    view.unmount();
    signIn(['common'], [Permissions.menu.query]);
    renderPage(<MenuPage />);
    expect(await screen.findByText('岗位查询')).toBeTruthy();
    for (const name of ['新增', '编辑', '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
