import type { UserSimpleVO } from '@dha/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn, type Call } from '../../course/testing/fake-backend';
import SignupRepPage from './SignupRepPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const USERS: UserSimpleVO[] = [
  { id: 21, username: 'chenchen', nickname: '晨晨', realName: '陈晨', mobile: '138****8000', roles: ['common'] },
  { id: 22, username: 'linjing', nickname: '静', realName: '林静', mobile: null, roles: ['common'] },
];

function backend() {
  return fakeBackend({
    'GET /course/course/page': { list: [{ id: 1, name: '禅修入门班', code: 'CX-1', status: 10 }], total: 1 },
    'GET /system/user/simple-list': (c: Call) => {
      const kw = c.query.get('keyword') ?? '';
      return USERS.filter((u) => [u.username, u.nickname, u.realName ?? ''].some((s) => s.includes(kw)));
    },
    'POST /signup/signup/create-for': 77,
  });
}

describe('<SignupRepPage>', () => {
  it('picks the applicant by keyword search and sends the chosen user id', async () => {
    signIn(['signup_admin'], ['course:signup:query', 'course:signup:create-for']);
    const server = backend();
    renderPage(<SignupRepPage />);
    await waitFor(() => expect(screen.getByRole('option', { name: '禅修入门班（CX-1）' })).toBeTruthy());

    // nothing chosen: the form says so and sends nothing
    fireEvent.click(screen.getByRole('button', { name: '提交补录' }));
    expect(await screen.findByText('请选择报名人')).toBeTruthy();
    expect(server.find('POST', '/signup/signup/create-for')).toHaveLength(0);

    const box = screen.getByRole('combobox', { name: '报名人' });
    fireEvent.click(box);
    fireEvent.change(box, { target: { value: ' 林 ' } });
    const picks = () => within(screen.getByLabelText('报名人候选')).queryAllByRole('option');
    await waitFor(() => expect(picks()).toHaveLength(1));
    const lookups = server.find('GET', '/system/user/simple-list');
    expect(lookups.at(-1)!.query.toString()).toBe(`limit=20&keyword=${encodeURIComponent('林')}`);
    expect(lookups.every((c) => !c.query.has('roleCode'))).toBe(true);
    expect(picks()[0]!.textContent).toContain('静（林静）');
    fireEvent.click(picks()[0]!);
    expect(screen.getByLabelText('已选报名人').textContent).toBe('静（林静）');

    fireEvent.change(screen.getByLabelText('课程'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('报名身份'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '提交补录' }));
    await waitFor(() => expect(server.find('POST', '/signup/signup/create-for')).toHaveLength(1));
    expect(server.find('POST', '/signup/signup/create-for')[0]!.body).toEqual({
      courseId: 1,
      userId: 22,
      participantKind: 0,
      identity: '2',
    });
    expect(await screen.findByText('已补录，报名编号 77')).toBeTruthy();
    // the applicant is cleared for the next one, the course stays
    expect(screen.getByLabelText('已选报名人').textContent).toBe('');
  });

  it('picking another applicant replaces the first', async () => {
    signIn(['signup_admin'], ['course:signup:query', 'course:signup:create-for']);
    backend();
    renderPage(<SignupRepPage />);
    const box = screen.getByRole('combobox', { name: '报名人' });
    fireEvent.click(box);
    const picks = () => within(screen.getByLabelText('报名人候选')).queryAllByRole('option');
    await waitFor(() => expect(picks()).toHaveLength(2));
    fireEvent.click(picks()[0]!);
    expect(screen.getByLabelText('已选报名人').textContent).toBe('晨晨（陈晨）');
    fireEvent.click(box);
    await waitFor(() => expect(picks()).toHaveLength(2));
    fireEvent.click(picks()[1]!);
    expect(screen.getByLabelText('已选报名人').textContent).toBe('静（林静）');
  });

  it('offers staff accounts disabled, with the reason: only visitor accounts are signed up on their behalf', async () => {
    signIn(['signup_admin'], ['course:signup:query', 'course:signup:create-for']);
    const staff: UserSimpleVO = { id: 23, username: 'zhang', nickname: '张老师', realName: null, mobile: null, roles: ['course_teacher'] };
    const noRole: UserSimpleVO = { id: 24, username: 'wu', nickname: '吴雪', realName: null, mobile: null, roles: [] };
    fakeBackend({
      'GET /course/course/page': { list: [], total: 0 },
      'GET /system/user/simple-list': [staff, noRole],
    });
    renderPage(<SignupRepPage />);
    const box = screen.getByRole('combobox', { name: '报名人' });
    fireEvent.click(box);
    const picks = () => within(screen.getByLabelText('报名人候选')).queryAllByRole('option');
    await waitFor(() => expect(picks()).toHaveLength(2));
    expect(picks()[0]!.textContent).toContain('工作人员账号，不能代为报名');
    expect(picks()[0]!.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(picks()[0]!);
    expect(screen.getByLabelText('已选报名人').textContent).toBe('');
    // a user without any role is a visitor
    expect(picks()[1]!.textContent).not.toContain('不能代为报名');
    fireEvent.click(picks()[1]!);
    expect(screen.getByLabelText('已选报名人').textContent).toBe('吴雪');
  });
});
