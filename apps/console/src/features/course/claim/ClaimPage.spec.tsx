import { ClaimStatus, type CourseClaimVO, type CourseVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../api/toaster';
import { fakeBackend, renderPage, signIn, type Call } from '../testing/fake-backend';
import ClaimPage from './ClaimPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

// the claim tables show only these fields of a course
const course = (id: number, name: string) =>
  ({ id, name, code: `C-${id}`, type: '1', startTime: 0, endTime: 0, locationName: '总部', status: 10 }) as CourseVO;

const claimOf = (id: number, courseId: number, teacherUserId: number, status: number): CourseClaimVO => ({
  id,
  courseId,
  courseName: `课程 ${courseId}`,
  courseCode: `C-${courseId}`,
  teacherUserId,
  teacherNickname: '王老师',
  status,
  createTime: 0,
  updateTime: 0,
});

function backend(claims: CourseClaimVO[]) {
  return fakeBackend({
    'GET /course/claim/course-page': { list: [course(5, '禅修入门'), course(6, '读书会')], total: 2 },
    'GET /course/claim/page': (c: Call) => {
      const status = c.query.get('status');
      const list = claims.filter((x) => status === null || String(x.status) === status);
      return { list, total: list.length };
    },
    'POST /course/claim/create': 9,
    'PUT /course/claim/update-status': true,
  });
}

beforeEach(() => jest.clearAllMocks());

describe('<ClaimPage>', () => {
  it('a teacher claims a course after confirming; a course already asked for says so', async () => {
    signIn(['course_teacher'], [], 11);
    const server = backend([claimOf(1, 6, 11, ClaimStatus.INIT)]);
    renderPage(<ClaimPage />);
    expect(await screen.findByText('禅修入门')).toBeTruthy();
    expect(screen.getByText('我的认领')).toBeTruthy();
    // a teacher sees all their claims: no status sent
    expect(server.find('GET', '/course/claim/page')[0]!.query.toString()).toBe('pageNo=1&pageSize=20');
    await screen.findByText('已申请');
    expect(screen.getAllByRole('button', { name: '认领' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '认领' }));
    const question = await screen.findByText('确定认领课程「禅修入门」吗？');
    fireEvent.click(within(question.closest('.bp6-alert') as HTMLElement).getByRole('button', { name: '认领' }));
    await waitFor(() => expect(server.find('POST', '/course/claim/create')).toHaveLength(1));
    expect(server.find('POST', '/course/claim/create')[0]!.body).toEqual({ courseId: 5 });
    expect(toast.success).toHaveBeenCalledWith('已提交认领，等待管理员确认');
    // both tables are read again
    await waitFor(() => expect(server.find('GET', '/course/claim/course-page')).toHaveLength(2));
    await waitFor(() => expect(server.find('GET', '/course/claim/page')).toHaveLength(2));
  });

  it('a decider sees the open claims first, confirms or ignores one, and filters by status', async () => {
    signIn(['office_admin'], []);
    const server = backend([claimOf(1, 6, 11, ClaimStatus.INIT), claimOf(2, 5, 12, ClaimStatus.IGNORE)]);
    renderPage(<ClaimPage />);
    expect(await screen.findByText('课程 6')).toBeTruthy();
    expect(screen.getByText('认领申请')).toBeTruthy();
    expect(server.find('GET', '/course/claim/page')[0]!.query.get('status')).toBe('0');
    expect(screen.queryByRole('button', { name: '认领' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '忽略' }));
    await waitFor(() => expect(server.find('PUT', '/course/claim/update-status')).toHaveLength(1));
    expect(server.find('PUT', '/course/claim/update-status')[0]!.body).toEqual({ id: 1, status: ClaimStatus.IGNORE });
    expect(toast.success).toHaveBeenCalledWith('已忽略');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.find('PUT', '/course/claim/update-status')).toHaveLength(2));
    expect(server.find('PUT', '/course/claim/update-status')[1]!.body).toEqual({ id: 1, status: ClaimStatus.DONE });
    expect(toast.success).toHaveBeenCalledWith('已确认认领');

    const status = screen.getByLabelText<HTMLSelectElement>('状态');
    expect(status.value).toBe('0');
    fireEvent.change(status, { target: { value: '' } });
    expect(await screen.findByText('课程 5')).toBeTruthy();
    expect(server.find('GET', '/course/claim/page').at(-1)!.query.toString()).toBe('pageNo=1&pageSize=20');
    // a handled claim has no actions
    expect(screen.getAllByRole('button', { name: '确认' })).toHaveLength(1);
  });
});
