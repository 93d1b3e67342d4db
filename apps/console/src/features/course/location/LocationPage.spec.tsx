import { Permissions, type LocationVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../testing/fake-backend';
import LocationPage from './LocationPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const east: LocationVO = {
  id: 2,
  name: '东城中心',
  address: '东城路 1 号',
  latitude: 31.2304,
  longitude: 121.4737,
  trafficGuide: '<p>地铁 2 号线</p>',
  sort: 1,
  status: 0,
  createTime: 0,
};

function backend() {
  return fakeBackend({
    'GET /course/location/page': { list: [east], total: 1 },
    'POST /course/location/create': 3,
    'PUT /course/location/update': true,
    'DELETE /course/location/delete': true,
  });
}

const ALL = Object.values(Permissions.location);

async function open() {
  renderPage(<LocationPage />);
  expect(await screen.findByText('东城中心')).toBeTruthy();
}

describe('<LocationPage>', () => {
  it('searches by the trimmed name, from page 1', async () => {
    signIn(['super_admin'], ALL);
    const server = backend();
    await open();
    expect(server.find('GET', '/course/location/page')[0]!.query.toString()).toBe('pageNo=1&pageSize=20');
    expect(screen.getByText('31.2304, 121.4737')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('地点名称'), { target: { value: ' 东城 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.find('GET', '/course/location/page')).toHaveLength(2));
    expect(server.find('GET', '/course/location/page')[1]!.query.toString()).toBe('pageNo=1&pageSize=20&name=%E4%B8%9C%E5%9F%8E');
  });

  it('creates a location: wrong fields are named and nothing is sent until they are right', async () => {
    signIn(['super_admin'], ALL);
    const server = backend();
    await open();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const d = within(await screen.findByRole('dialog'));
    expect(screen.getByText('新增上课地点')).toBeTruthy();

    fireEvent.change(d.getByLabelText('纬度'), { target: { value: '91' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    expect(await d.findByText('请输入地点名称')).toBeTruthy();
    expect(d.getByText('纬度为 -90 到 90 的数字')).toBeTruthy();
    expect(server.find('POST', '/course/location/create')).toHaveLength(0);

    fireEvent.change(d.getByLabelText('地点名称'), { target: { value: ' 南城中心 ' } });
    fireEvent.change(d.getByLabelText('纬度'), { target: { value: '' } });
    fireEvent.click(d.getByLabelText('关闭'));
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST', '/course/location/create')).toHaveLength(1));
    expect(server.find('POST', '/course/location/create')[0]!.body).toEqual({
      name: '南城中心',
      address: '',
      latitude: null,
      longitude: null,
      trafficGuide: '',
      sort: 0,
      status: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(server.find('GET', '/course/location/page')).toHaveLength(2));
  });

  it('edits a location filled from its row, sending its id', async () => {
    signIn(['super_admin'], ALL);
    const server = backend();
    await open();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const d = within(await screen.findByRole('dialog'));
    expect(screen.getByText('修改上课地点')).toBeTruthy();
    expect(d.getByLabelText<HTMLInputElement>('地点名称').value).toBe('东城中心');
    expect(d.getByLabelText<HTMLInputElement>('经度').value).toBe('121.4737');

    fireEvent.change(d.getByLabelText('地址'), { target: { value: '东城路 2 号' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('PUT', '/course/location/update')).toHaveLength(1));
    expect(server.find('PUT', '/course/location/update')[0]!.body).toMatchObject({
      id: 2,
      name: '东城中心',
      address: '东城路 2 号',
      sort: 1,
    });
  });

  it('deletes after a confirmation naming the location', async () => {
    signIn(['super_admin'], ALL);
    const server = backend();
    await open();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const alert = await screen.findByText('确定删除上课地点「东城中心」吗？');
    fireEvent.click(within(alert.closest('.bp6-alert')! as HTMLElement).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(server.find('DELETE', '/course/location/delete')).toHaveLength(1));
    expect(server.find('DELETE', '/course/location/delete')[0]!.query.get('id')).toBe('2');
    await waitFor(() => expect(server.find('GET', '/course/location/page')).toHaveLength(2));
  });

  it('shows no 新增, 编辑 or 删除 without their permissions', async () => {
    signIn(['auditor'], [Permissions.location.query]);
    backend();
    await open();
    for (const name of ['新增', '编辑', '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
