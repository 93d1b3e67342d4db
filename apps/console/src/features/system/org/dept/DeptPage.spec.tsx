import { Permissions, type DeptVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../../../course/testing/fake-backend';
import DeptPage from './DeptPage';
import { subtreeIds, toTreeRows } from './dept-tree';

jest.mock('../../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const dept = (id: number, name: string, parentId: number, sort = 0): DeptVO => ({
  id,
  name,
  parentId,
  sort,
  leaderUserId: null,
  phone: null,
  email: null,
  status: 0,
  createTime: 0,
});
const DEPTS = [dept(1, '总部', 0), dept(3, '财务部', 1, 2), dept(2, '研发部', 1, 1), dept(4, '前端组', 2)];

function backend() {
  return fakeBackend({
    'GET /system/dept/list': DEPTS,
    'POST /system/dept/create': 9,
    'PUT /system/dept/update': true,
    'DELETE /system/dept/delete': true,
  });
}

describe('dept tree rows', () => {
  it('puts each department under its parent, depth first, keeping the sort order', () => {
    expect(toTreeRows(DEPTS).map((d) => [d.name, d.depth])).toEqual([
      ['总部', 0],
      ['财务部', 1],
      ['研发部', 1],
      ['前端组', 2],
    ]);
  });
  it('shows a department whose parent was filtered out as a root', () => {
    expect(toTreeRows([dept(4, '前端组', 2)]).map((d) => d.depth)).toEqual([0]);
  });
  it('finds a department and everything below it', () => {
    expect([...subtreeIds(DEPTS, 2)].sort()).toEqual([2, 4]);
  });
});

describe('<DeptPage>', () => {
  it('adds a child under the row it was asked on', async () => {
    signIn(['super_admin'], Object.values(Permissions.dept));
    const server = backend();
    renderPage(<DeptPage />);
    expect(await screen.findByText('前端组')).toBeTruthy();
    fireEvent.click(within(screen.getByText('研发部').closest('tr')!).getByRole('button', { name: '新增下级' }));
    const d = within(await screen.findByRole('dialog'));
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    expect(await d.findByText('请输入部门名称')).toBeTruthy();
    expect(server.find('POST', '/system/dept/create')).toHaveLength(0);
    fireEvent.change(d.getByLabelText('部门名称'), { target: { value: ' 后端组 ' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST', '/system/dept/create')).toHaveLength(1));
    expect(server.find('POST', '/system/dept/create')[0]!.body).toEqual({
      name: '后端组',
      parentId: 2,
      sort: 0,
      leaderUserId: null,
      phone: null,
      email: null,
      status: 0,
    });
  });

  it('asks before deleting, and hides the buttons without the permission', async () => {
    signIn(['common'], [Permissions.dept.query, Permissions.dept.delete]);
    const server = backend();
    renderPage(<DeptPage />);
    expect(await screen.findByText('前端组')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    fireEvent.click(within(screen.getByText('前端组').closest('tr')!).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(/确定删除部门「前端组」吗/)).toBeTruthy();
    expect(server.find('DELETE', '/system/dept/delete')).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: '删除' }).at(-1)!);
    await waitFor(() => expect(server.find('DELETE', '/system/dept/delete')).toHaveLength(1));
    expect(server.find('DELETE', '/system/dept/delete')[0]!.query.get('id')).toBe('4');
  });
});
