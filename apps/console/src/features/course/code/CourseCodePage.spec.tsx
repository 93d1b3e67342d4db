import { Permissions, type CourseCodeSeriesVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../testing/fake-backend';
import CourseCodePage from './CourseCodePage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const series: CourseCodeSeriesVO = {
  id: 1,
  typeId: 9,
  typeName: '禅修课程',
  prefix: 'CX-2026-',
  nextNumber: 7,
  digits: 3,
  status: 0,
  remark: '',
  nextCode: 'CX-2026-007',
  createTime: 0,
};

function backend() {
  return fakeBackend({
    'GET /course/code/page': { list: [series], total: 1 },
    'GET /course/type/list-all-simple': [
      { id: 9, name: '禅修课程', dictValue: '1', codePrefix: 'CX', sort: 0, status: 0, createTime: 0 },
      { id: 10, name: '读书会', dictValue: '2', codePrefix: 'DS', sort: 1, status: 0, createTime: 0 },
    ],
    'POST /course/code/create': 2,
    'POST /course/code/next': { code: 'CX-2026-007', seriesId: 1 },
  });
}

async function open() {
  signIn(['super_admin'], Object.values(Permissions.courseCode));
  const server = backend();
  renderPage(<CourseCodePage />);
  expect(await screen.findByText('CX-2026-007')).toBeTruthy();
  return server;
}

describe('<CourseCodePage>', () => {
  it('filters by course type; 重置 searches every type again', async () => {
    const server = await open();
    const type = screen.getByLabelText<HTMLSelectElement>('课程类型');
    await waitFor(() =>
      expect(
        within(type)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['全部', '禅修课程', '读书会']),
    );
    fireEvent.change(type, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.find('GET', '/course/code/page')).toHaveLength(2));
    expect(server.find('GET', '/course/code/page')[1]!.query.toString()).toBe('pageNo=1&pageSize=20&typeId=10');

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(server.find('GET', '/course/code/page')).toHaveLength(3));
    expect(server.find('GET', '/course/code/page')[2]!.query.toString()).toBe('pageNo=1&pageSize=20');
    expect(type.value).toBe('');
  });

  it('取号 reserves the next code, says it, and reads the series again', async () => {
    const server = await open();
    fireEvent.click(screen.getByRole('button', { name: '取号' }));
    await waitFor(() => expect(server.find('POST', '/course/code/next')).toHaveLength(1));
    expect(server.find('POST', '/course/code/next')[0]!.query.get('typeId')).toBe('9');
    expect(await screen.findByText('已取号')).toBeTruthy();
    await waitFor(() => expect(server.find('GET', '/course/code/page')).toHaveLength(2));
  });

  it('a new series takes the prefix of its type and previews its next code', async () => {
    const server = await open();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const d = within(await screen.findByRole('dialog'));
    const type = d.getByLabelText('课程类型');
    await waitFor(() => expect(within(type).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(type, { target: { value: '10' } });
    expect(d.getByLabelText<HTMLInputElement>('编号前缀').value).toBe('DS');
    expect(d.getByText('下一个编号：DS001')).toBeTruthy();

    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST', '/course/code/create')).toHaveLength(1));
    expect(server.find('POST', '/course/code/create')[0]!.body).toEqual({
      typeId: 10,
      prefix: 'DS',
      nextNumber: 1,
      digits: 3,
      status: 0,
      remark: '',
    });
  });
});
