import { Permissions, type DictDataVO, type DictTypeVO } from '@dha/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dictStore } from '../../../dict';
import { fakeBackend, renderPage, signIn } from '../../course/testing/fake-backend';
import DictTypePage from './DictTypePage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const sex: DictTypeVO = { id: 4, name: '用户性别', type: 'system_user_sex', status: 0, remark: null, createTime: 0 };
const male: DictDataVO = {
  id: 11,
  sort: 1,
  label: '男',
  value: '1',
  dictType: 'system_user_sex',
  status: 0,
  colorType: 'primary',
  cssClass: '',
  remark: null,
  createTime: 0,
};

function backend() {
  return fakeBackend({
    'GET /system/dict-type/page': { list: [sex], total: 1 },
    'POST /system/dict-type/create': 5,
    'PUT /system/dict-type/update': true,
    'DELETE /system/dict-type/delete': true,
    'GET /system/dict-data/page': { list: [male], total: 1 },
    'PUT /system/dict-data/update': true,
    'GET /system/dict-data/list-all-simple': [],
  });
}

async function open() {
  renderPage(<DictTypePage />);
  expect(await screen.findByText('用户性别')).toBeTruthy();
}

describe('<DictTypePage>', () => {
  // stops the background reload an edit starts
  afterEach(() => act(() => dictStore.reset()));

  it('searches types by name and status from page 1', async () => {
    signIn(['super_admin'], Object.values(Permissions.dict));
    const server = backend();
    await open();
    expect(server.find('GET', '/system/dict-type/page')[0]!.query.toString()).toBe('pageNo=1&pageSize=20');
    fireEvent.change(screen.getByLabelText('字典名称'), { target: { value: ' 性别 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.find('GET', '/system/dict-type/page')).toHaveLength(2));
    expect(server.find('GET', '/system/dict-type/page')[1]!.query.get('name')).toBe('性别');
  });

  it('creates a type once its code is valid', async () => {
    signIn(['super_admin'], Object.values(Permissions.dict));
    const server = backend();
    await open();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const d = within(await screen.findByRole('dialog'));
    fireEvent.change(d.getByLabelText('字典名称'), { target: { value: '颜色' } });
    fireEvent.change(d.getByLabelText('字典类型'), { target: { value: "color'; --" } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    expect(await d.findByText('字典类型为 1–100 位字母、数字或 _ - . :')).toBeTruthy();
    expect(server.find('POST', '/system/dict-type/create')).toHaveLength(0);
    fireEvent.change(d.getByLabelText('字典类型'), { target: { value: 'color' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST', '/system/dict-type/create')).toHaveLength(1));
    expect(server.find('POST', '/system/dict-type/create')[0]!.body).toEqual({ name: '颜色', type: 'color', status: 0, remark: null });
  });

  it("opens a type's entries and edits one; the console's dictionaries are read again", async () => {
    signIn(['super_admin'], Object.values(Permissions.dict));
    const server = backend();
    await open();
    fireEvent.click(screen.getByRole('button', { name: '数据' }));
    expect(await screen.findByText('字典数据：用户性别（system_user_sex）')).toBeTruthy();
    await waitFor(() => expect(server.find('GET', '/system/dict-data/page')).toHaveLength(1));
    expect(server.find('GET', '/system/dict-data/page')[0]!.query.get('dictType')).toBe('system_user_sex');
    const drawer = within(screen.getByText('字典数据：用户性别（system_user_sex）').closest('.bp6-drawer')! as HTMLElement);
    fireEvent.click(drawer.getByRole('button', { name: '编辑' }));
    const d = within(await screen.findByRole('dialog', { name: '修改字典数据' }));
    fireEvent.change(d.getByLabelText('数据标签'), { target: { value: '男性' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('PUT', '/system/dict-data/update')).toHaveLength(1));
    expect(server.find('PUT', '/system/dict-data/update')[0]!.body).toMatchObject({ id: 11, label: '男性', dictType: 'system_user_sex' });
    await waitFor(() => expect(server.find('GET', '/system/dict-data/list-all-simple').length).toBeGreaterThan(0));
  });

  it('hides create, edit, delete and export without their permissions', async () => {
    signIn(['common'], []);
    backend();
    await open();
    for (const name of ['新增', '编辑', '删除', '导出']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
