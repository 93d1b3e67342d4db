import { ConfigType, Permissions, type ConfigVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../../course/testing/fake-backend';
import ConfigPage from './ConfigPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const orgName: ConfigVO = {
  id: 3,
  category: 'system',
  name: '机构名称',
  key: 'system.org.name',
  value: 'DHA 培训中心',
  type: ConfigType.SYSTEM,
  visible: true,
  remark: null,
  createTime: 0,
};
const custom: ConfigVO = { ...orgName, id: 8, name: '自定义参数', key: 'my.key', value: 'x', type: ConfigType.CUSTOM };

function backend() {
  return fakeBackend({
    'GET /infra/config/page': { list: [orgName, custom], total: 2 },
    'POST /infra/config/create': 9,
    'PUT /infra/config/update': true,
    'DELETE /infra/config/delete': true,
  });
}

async function open() {
  renderPage(<ConfigPage />);
  expect(await screen.findByText('机构名称')).toBeTruthy();
}

describe('<ConfigPage>', () => {
  it('searches by the trimmed key from page 1', async () => {
    signIn(['super_admin'], Object.values(Permissions.config));
    const server = backend();
    await open();
    expect(server.find('GET', '/infra/config/page')[0]!.query.toString()).toBe('pageNo=1&pageSize=20');
    fireEvent.change(screen.getByLabelText('参数键名'), { target: { value: ' org ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.find('GET', '/infra/config/page')).toHaveLength(2));
    expect(server.find('GET', '/infra/config/page')[1]!.query.toString()).toBe('pageNo=1&pageSize=20&key=org');
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
  });

  it('edits a built-in value with its key locked, and offers delete only on custom rows', async () => {
    signIn(['super_admin'], Object.values(Permissions.config));
    const server = backend();
    await open();
    // one 删除 button: the custom row's
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: '编辑' })[0]!);
    const d = within(await screen.findByRole('dialog'));
    expect(d.getByLabelText<HTMLInputElement>('参数键名').disabled).toBe(true);
    fireEvent.change(d.getByLabelText('参数键值'), { target: { value: '新学院' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('PUT', '/infra/config/update')).toHaveLength(1));
    expect(server.find('PUT', '/infra/config/update')[0]!.body).toEqual({
      id: 3,
      category: 'system',
      name: '机构名称',
      key: 'system.org.name',
      value: '新学院',
      visible: true,
      remark: null,
    });
  });

  it('deletes after a confirmation naming the parameter', async () => {
    signIn(['super_admin'], Object.values(Permissions.config));
    const server = backend();
    await open();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const alert = await screen.findByText('确定删除参数「自定义参数」吗？');
    fireEvent.click(within(alert.closest('.bp6-alert')! as HTMLElement).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(server.find('DELETE', '/infra/config/delete')).toHaveLength(1));
    expect(server.find('DELETE', '/infra/config/delete')[0]!.query.get('id')).toBe('8');
  });

  it('hides create, edit, delete and export without their permissions', async () => {
    signIn(['common'], [Permissions.config.query]);
    backend();
    await open();
    for (const name of ['新增', '编辑', '删除', '导出']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
