import type { CourseVO, UserSimpleVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn, type Call } from '../testing/fake-backend';
import CourseManagerPage from './CourseManagerPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const at = (y: number, m: number, d: number, h = 0, mi = 0) => new Date(y, m - 1, d, h, mi).getTime();

const course: CourseVO = {
  id: 5,
  name: '读书会 · 共读',
  code: 'DS-005',
  type: '2',
  recruitmentType: null,
  deptId: null,
  description: '',
  coverUrl: '',
  locationId: null,
  locationName: null,
  teacherIds: [11],
  teachers: [{ id: 11, nickname: '王老师' }],
  startTime: at(2026, 12, 6, 9),
  endTime: at(2027, 1, 3, 17),
  sessions: [],
  signupStartTime: at(2026, 11, 20),
  signupEndTime: at(2026, 12, 2),
  formalStudentQuota: 20,
  candidateStudentQuota: 10,
  formalVolunteerQuota: 4,
  candidateVolunteerQuota: 2,
  fee: 0,
  needTeacherAudit: true,
  replyDeadlineHours: 72,
  status: 10,
  pausedFrom: null,
  published: true,
  creator: '1',
  createTime: 0,
  updateTime: 0,
};

const teacher = (id: number, nickname: string, roles: string[]): UserSimpleVO => ({
  id,
  username: `t${id}`,
  nickname,
  realName: null,
  mobile: '138****0000',
  roles,
});
const TEACHERS = [
  teacher(11, '王老师', ['course_teacher']),
  teacher(12, '李老师', ['course_teacher']),
  teacher(14, '周老师', ['other_teacher']),
];

function backend() {
  return fakeBackend({
    'GET /system/user/simple-list': (c: Call) => {
      const kw = c.query.get('keyword') ?? '';
      return TEACHERS.filter((t) => t.roles.includes(c.query.get('roleCode')!) && t.nickname.includes(kw));
    },
    'GET /course/course/page': { list: [course], total: 1 },
    'GET /course/location/list-all-simple': [{ id: 3, name: '总部' }],
    'GET /course/type/list-all-simple': [{ id: 9, name: '禅修课程', dictValue: '1', codePrefix: 'CX', sort: 0, status: 0, createTime: 0 }],
    'POST /course/code/next': { code: 'CX-2026-007', seriesId: 1 },
    'POST /course/course/create': 42,
    'PUT /course/course/update': true,
  });
}

describe('<CourseManagerPage>', () => {
  it('lists courses with the default page size and filters by type, status and published', async () => {
    signIn(['office_admin'], ['*:*:*']);
    const server = backend();
    renderPage(<CourseManagerPage />);
    expect(await screen.findByText('读书会 · 共读')).toBeTruthy();
    expect(screen.getByText('王老师')).toBeTruthy();
    expect(screen.getByText('免费')).toBeTruthy();
    expect(server.find('GET', '/course/course/page')[0]!.query.toString()).toBe('pageNo=1&pageSize=20');

    fireEvent.change(screen.getByLabelText('课程类型'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('开课状态'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('发布状态'), { target: { value: 'false' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.find('GET', '/course/course/page')).toHaveLength(2));
    expect(server.find('GET', '/course/course/page')[1]!.query.toString()).toBe('pageNo=1&pageSize=20&type=2&status=40&published=false');
  });

  it('creates a course: fee in yuan goes out in cents, dates as epoch ms, the code from 取号', async () => {
    signIn(['office_admin'], ['*:*:*']);
    const server = backend();
    renderPage(<CourseManagerPage />);
    await screen.findByText('读书会 · 共读');
    fireEvent.click(screen.getByRole('button', { name: '新增课程' }));
    const dialog = await screen.findByRole('dialog');
    const d = within(dialog);
    const type = (label: string, value: string) => fireEvent.change(d.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

    // saving an empty form shows the errors and sends nothing
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    expect(await d.findByText('请输入课程名称')).toBeTruthy();
    expect(server.find('POST', '/course/course/create')).toHaveLength(0);

    type('课程名称', '禅修入门班');
    fireEvent.change(d.getByLabelText('课程类型'), { target: { value: '1' } });
    await waitFor(() => expect((d.getByRole('button', { name: '取号' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(d.getByRole('button', { name: '取号' }));
    await waitFor(() => expect((d.getByLabelText(/^课程编号/) as HTMLInputElement).value).toBe('CX-2026-007'));
    expect(server.find('POST', '/course/code/next')[0]!.query.get('typeId')).toBe('9');
    await waitFor(() => expect(d.getByRole('option', { name: '总部' })).toBeTruthy());
    fireEvent.change(d.getByLabelText('上课地点'), { target: { value: '3' } });
    type('开课时间', '2026-12-01 09:00');
    type('结课时间', '2026-12-20 17:30');
    type('报名开始时间', '2026-11-20 00:00');
    type('报名截止时间', '2026-11-30 23:59');
    type('学员正式名额', '30');
    type('学员候补名额', '5');
    type('费用', '12.5');
    fireEvent.click(d.getByLabelText('报名需经老师审核'));
    fireEvent.click(d.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(server.find('POST', '/course/course/create')).toHaveLength(1));
    expect(server.find('POST', '/course/course/create')[0]!.body).toMatchObject({
      name: '禅修入门班',
      code: 'CX-2026-007',
      type: '1',
      locationId: 3,
      teacherIds: [],
      startTime: at(2026, 12, 1, 9),
      endTime: at(2026, 12, 20, 17, 30),
      signupStartTime: at(2026, 11, 20),
      signupEndTime: at(2026, 11, 30, 23, 59),
      formalStudentQuota: 30,
      candidateStudentQuota: 5,
      formalVolunteerQuota: 0,
      candidateVolunteerQuota: 0,
      fee: 1250,
      needTeacherAudit: false,
      replyDeadlineHours: 72,
      status: 10,
      published: false,
    });
    await waitFor(() => expect(server.find('GET', '/course/course/page').length).toBeGreaterThanOrEqual(2));
  });

  it('edits the teachers with the user picker: teachers of both teacher roles, searched by keyword', async () => {
    signIn(['office_admin'], ['*:*:*']);
    const server = backend();
    renderPage(<CourseManagerPage />);
    await screen.findByText('读书会 · 共读');
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const d = within(await screen.findByRole('dialog'));
    expect(d.getByLabelText('已选授课老师').textContent).toBe('王老师');

    const box = d.getByRole('combobox', { name: '授课老师' });
    const picks = () => within(screen.getByLabelText('授课老师候选')).queryAllByRole('option');
    fireEvent.click(box);
    await waitFor(() => expect(picks()).toHaveLength(3));
    expect(
      server
        .find('GET', '/system/user/simple-list')
        .map((c) => c.query.get('roleCode'))
        .sort(),
    ).toEqual(['course_teacher', 'other_teacher']);
    fireEvent.change(box, { target: { value: '周' } });
    await waitFor(() => expect(picks()).toHaveLength(1));
    expect(picks()[0]!.textContent).toContain('周老师');
    fireEvent.click(picks()[0]!);
    fireEvent.click(d.getByLabelText('已选授课老师').querySelector('button')!); // removes 王老师
    expect(d.getByLabelText('已选授课老师').textContent).toBe('周老师');

    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('PUT', '/course/course/update')).toHaveLength(1));
    expect(server.find('PUT', '/course/course/update')[0]!.body).toMatchObject({ id: 5, teacherIds: [14] });
  });

  it('unpublishes with the course unchanged otherwise', async () => {
    signIn(['office_admin'], ['*:*:*']);
    const server = backend();
    renderPage(<CourseManagerPage />);
    await screen.findByText('读书会 · 共读');
    fireEvent.click(screen.getByRole('button', { name: '更多操作 读书会 · 共读' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '取消发布' }));
    await waitFor(() => expect(server.find('PUT', '/course/course/update')).toHaveLength(1));
    expect(server.find('PUT', '/course/course/update')[0]!.body).toMatchObject({
      id: 5,
      published: false,
      startTime: course.startTime,
      fee: 0,
      teacherIds: [11],
      status: 10,
    });
  });

  it('hides the buttons the user has no permission for', async () => {
    signIn(['course_teacher'], ['course:course:query']);
    backend();
    renderPage(<CourseManagerPage />);
    await screen.findByText('读书会 · 共读');
    expect(screen.queryByRole('button', { name: '新增课程' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.getByRole('button', { name: '报名' }).getAttribute('href')).toBe('/course/signuprecord/5');
    fireEvent.click(screen.getByRole('button', { name: '更多操作 读书会 · 共读' }));
    await screen.findByRole('menuitem', { name: '完成登记' });
    expect(screen.queryByRole('menuitem', { name: '取消发布' })).toBeNull();
  });
});
