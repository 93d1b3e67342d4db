import { Permissions, type CourseTypeVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../testing/fake-backend';
import CourseTypePage from './CourseTypePage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const zen: CourseTypeVO = { id: 9, name: '禅修课程', dictValue: '1', codePrefix: 'CX', sort: 0, status: 0, createTime: 0 };

describe('<CourseTypePage>', () => {
  it('creates a type tied to a dictionary entry, then edits one filled from its row', async () => {
    signIn(['super_admin'], Object.values(Permissions.courseType));
    const server = fakeBackend({
      'GET /course/type/page': { list: [zen], total: 1 },
      'POST /course/type/create': 10,
      'PUT /course/type/update': true,
    });
    renderPage(<CourseTypePage />);
    expect(await screen.findByText('CX')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    let d = within(await screen.findByRole('dialog'));
    fireEvent.change(d.getByLabelText('类型名称'), { target: { value: '读书会' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    expect(await d.findByText('请选择对应的字典值')).toBeTruthy();
    fireEvent.change(d.getByLabelText('字典值'), { target: { value: '2' } });
    fireEvent.change(d.getByLabelText('编号前缀'), { target: { value: 'DS' } });
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST', '/course/type/create')).toHaveLength(1));
    expect(server.find('POST', '/course/type/create')[0]!.body).toEqual({
      name: '读书会',
      dictValue: '2',
      codePrefix: 'DS',
      sort: 0,
      status: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    d = within(await screen.findByRole('dialog'));
    expect(d.getByLabelText<HTMLInputElement>('类型名称').value).toBe('禅修课程');
    expect(d.getByLabelText<HTMLSelectElement>('字典值').value).toBe('1');
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('PUT', '/course/type/update')).toHaveLength(1));
    expect(server.find('PUT', '/course/type/update')[0]!.body).toMatchObject({ id: 9, name: '禅修课程', codePrefix: 'CX' });
  });
});
