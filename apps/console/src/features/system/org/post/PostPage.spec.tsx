import { Permissions, type PostVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../../../course/testing/fake-backend';
import PostPage from './PostPage';

jest.mock('../../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const hr: PostVO = { id: 5, name: '人力资源', code: 'hr', sort: 1, status: 0, remark: null, createTime: 0 };

function backend() {
  return fakeBackend({
    'GET /system/post/page': { list: [hr], total: 1 },
    'POST /system/post/create': 6,
    'PUT /system/post/update': true,
    'DELETE /system/post/delete': true,
  });
}

describe('<PostPage>', () => {
  it('searches by code, name and status from page 1', async () => {
    signIn(['super_admin'], Object.values(Permissions.post));
    const server = backend();
    renderPage(<PostPage />);
    expect(await screen.findByText('人力资源')).toBeTruthy();
    expect(server.find('GET', '/system/post/page')[0]!.query.toString()).toBe('pageNo=1&pageSize=20');
    fireEvent.change(screen.getByLabelText('岗位编码'), { target: { value: ' hr ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.find('GET', '/system/post/page')).toHaveLength(2));
    expect(server.find('GET', '/system/post/page')[1]!.query.toString()).toBe('pageNo=1&pageSize=20&code=hr');
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
  });

  it('creates a post once its code is valid', async () => {
    signIn(['super_admin'], Object.values(Permissions.post));
    const server = backend();
    renderPage(<PostPage />);
    expect(await screen.findByText('人力资源')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const d = within(await screen.findByRole('dialog'));
    fireEvent.change(d.getByLabelText('岗位名称'), { target: { value: '董事长' } });
    fireEvent.change(d.getByLabelText('岗位编码'), { target: { value: "ceo'; --" } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    expect(await d.findByText('岗位编码为 1–64 位字母、数字或 _ - . :')).toBeTruthy();
    expect(server.find('POST', '/system/post/create')).toHaveLength(0);
    fireEvent.change(d.getByLabelText('岗位编码'), { target: { value: 'ceo' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST', '/system/post/create')).toHaveLength(1));
    expect(server.find('POST', '/system/post/create')[0]!.body).toEqual({ name: '董事长', code: 'ceo', sort: 0, status: 0, remark: null });
  });

  it('hides create, edit, delete and export without their permissions', async () => {
    signIn(['common'], [Permissions.post.query]);
    backend();
    renderPage(<PostPage />);
    expect(await screen.findByText('人力资源')).toBeTruthy();
    for (const name of ['新增', '编辑', '删除', '导出']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
