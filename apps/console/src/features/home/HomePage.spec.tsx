import type { StaffDashboardVO } from '@dha/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from '../../auth/session';
import { fakeBackend, renderPage } from '../course/testing/fake-backend';
import { HomePage } from './HomePage';

jest.mock('../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));
// chart.js draws on a canvas jsdom lacks: the lazy charts are stood in for by their figures
jest.mock('./DashboardCharts', () => ({
  __esModule: true,
  default: ({
    perDay,
    coursesByStatus,
  }: {
    perDay: Array<{ count: number }>;
    coursesByStatus: Array<{ label: string; count: number }>;
  }) => (
    <p>
      图表 {perDay.length} 天 {coursesByStatus.map((c) => `${c.label}${c.count}`).join(' ')}
    </p>
  ),
}));

const ROLE_NAMES: Record<string, string> = {
  super_admin: '超级管理员',
  signup_admin: '报名管理员',
  course_teacher: '课程老师',
  other_teacher: '其他老师',
  common: '普通用户',
};

function signInAs(roles: string[], names: Record<string, string> = ROLE_NAMES): void {
  sessionStore.apply({
    user: { id: 9, nickname: '王老师', avatar: '', deptId: null, username: 'teacher1', email: '' },
    roles,
    roleNames: Object.fromEntries(roles.map((r) => [r, names[r]!])),
    permissions: ['*:*:*'],
    menus: [],
  });
}

const dashboard = (over: Partial<StaffDashboardVO> = {}): StaffDashboardVO => ({
  days: 14,
  waiting: { '10': 4, '20': 2 },
  perDay: Array.from({ length: 14 }, (_, i) => ({ date: `2026-11-${String(i + 10).padStart(2, '0')}`, count: i })),
  coursesByStatus: { '10': 3, '11': 1 },
  courses: [{ id: 5, name: '禅修入门班', status: 10, teaching: true, waitAudit: 4, waitTeacherAudit: 2 }],
  ...over,
});

function backend(data = dashboard()) {
  return fakeBackend({
    'GET /infra/config/public': {},
    'GET /signup/signup/dashboard': data,
    'GET /course/claim/course-page': { list: [{ id: 8, name: '无人认领的读书会' }], total: 1 },
  });
}

const home = (
  <Routes>
    <Route path="/index" element={<HomePage />} />
    <Route path="/client/course-list" element={<p>课程列表页</p>} />
  </Routes>
);
const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
const buttonHref = (name: string) => screen.getByRole('button', { name }).getAttribute('href');

describe('<HomePage> per role', () => {
  it('gives a course teacher his stage, his courses, courses to claim and the figures, with role names', async () => {
    signInAs(['course_teacher']);
    const server = backend();
    renderPage(home, '/index');

    expect(await screen.findByText('禅修入门班')).toBeTruthy();
    expect(within(screen.getByLabelText('我的角色')).getByText('课程老师')).toBeTruthy();
    expect(screen.queryByText('course_teacher')).toBeNull();

    // his own stage first, opening the queue on it
    const stages = screen.getAllByRole('link', { name: /条$/ });
    expect(stages[0]!.getAttribute('aria-label')).toBe('待老师审核 2 条');
    expect(stages[0]!.getAttribute('href')).toBe('/course/review?status=20');
    expect(hrefOf('待审核 4 条')).toBe('/course/review?status=10');

    expect(buttonHref('报名状态')).toBe('/course/signuprecord/5');
    expect(buttonHref('审核')).toBe('/course/review?status=20&courseId=5');
    expect(await screen.findByText('无人认领的读书会')).toBeTruthy();
    expect(buttonHref('去认领课程')).toBe('/course/claim');

    const shortcuts = within(screen.getByRole('navigation', { name: '快捷入口' }));
    expect(shortcuts.getAllByRole('link').map((a) => a.textContent)).toEqual(['报名审核', '报名查询', '课程认领']);
    expect(await screen.findByText(/图表 14 天 正常课前3 正常课中1 正常课后0 已完成0 已暂停0/)).toBeTruthy();
    expect(server.find('GET', '/signup/signup/dashboard')[0]!.query.get('days')).toBe('14');
  });

  it('gives an other_teacher the signup status of the courses he teaches, and nothing he may not open', async () => {
    signInAs(['other_teacher']);
    const server = backend(dashboard({ waiting: { '10': 0, '20': 0 } }));
    renderPage(home, '/index');

    expect(await screen.findByText('禅修入门班')).toBeTruthy();
    expect(screen.getByText('其他老师')).toBeTruthy();
    expect(screen.queryByText('other_teacher')).toBeNull();
    expect(buttonHref('报名状态')).toBe('/course/signuprecord/5');
    expect(screen.queryByRole('button', { name: '审核' })).toBeNull();
    expect(screen.queryByText('待处理报名')).toBeNull();
    expect(screen.queryByText('待认领课程')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '快捷入口' })).toBeNull();
    expect(server.find('GET', '/course/claim/course-page')).toHaveLength(0);
  });

  it("opens a signup admin's queue on 待审核 and offers the signup admin's routes", async () => {
    signInAs(['signup_admin']);
    backend();
    renderPage(home, '/index');
    expect(await screen.findByText('禅修入门班')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /条$/ })[0]!.getAttribute('href')).toBe('/course/review?status=10');
    expect(buttonHref('审核')).toBe('/course/review?status=10&courseId=5');
    const shortcuts = within(screen.getByRole('navigation', { name: '快捷入口' }));
    expect(shortcuts.getAllByRole('link').map((a) => a.textContent)).toEqual(['报名审核', '报名查询', '补录报名', '课程认领']);
    expect(screen.queryByText('待认领课程')).toBeNull();
  });

  it('gives the super admin every route of §6', async () => {
    signInAs(['super_admin']);
    backend();
    renderPage(home, '/index');
    expect(await screen.findByText('超级管理员')).toBeTruthy();
    const shortcuts = within(screen.getByRole('navigation', { name: '快捷入口' }));
    expect(shortcuts.getAllByRole('link').map((a) => a.textContent)).toEqual(['报名审核', '报名查询', '补录报名', '课程认领', '上课地点']);
  });

  it('names a role as the server names it', async () => {
    signInAs(['course_teacher'], { course_teacher: '授课教师' });
    backend();
    renderPage(home, '/index');
    expect(await screen.findByText('授课教师')).toBeTruthy();
  });

  it('sends a visitor to the client area', async () => {
    signInAs(['common']);
    const server = backend();
    renderPage(home, '/index');
    expect(await screen.findByText('课程列表页')).toBeTruthy();
    expect(server.find('GET', '/signup/signup/dashboard')).toHaveLength(0);
  });
});
