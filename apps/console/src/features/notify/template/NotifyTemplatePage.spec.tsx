import { Permissions, type NotifyTemplateVO } from '@dha/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dictStore } from '../../../dict';
import { DICTS, fakeBackend, renderPage, signIn, type Call } from '../../course/testing/fake-backend';
import { COMMON_STATUS_DICT, NOTIFY_DICTS } from '../testing/notify-fixtures';
import NotifyTemplatePage from './NotifyTemplatePage';
import { templateFormToRequest, templateParams, templateToForm } from './template-form';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const template: NotifyTemplateVO = {
  id: 4,
  name: '报名通过',
  code: 'signup-passed',
  type: 2,
  nickname: '报名中心',
  content: '您报名的「{courseName}」已通过审核，请在 {deadline} 前回复',
  params: ['courseName', 'deadline'],
  status: 0,
  remark: null,
  createTime: 0,
};

function templateServer() {
  return fakeBackend({
    'GET /system/notify-template/page': { list: [template], total: 1 },
    'POST /system/notify-template/create': 5,
    'PUT /system/notify-template/update': true,
    'DELETE /system/notify-template/delete': true,
    'POST /system/notify-template/send-notify': 77,
    'GET /system/user/simple-list': (c: Call) =>
      [{ id: 21, username: 'wang', nickname: '王老师', realName: null, mobile: null, roles: ['course_teacher'] }].filter(
        (u) => !c.query.get('keyword') || u.nickname.includes(c.query.get('keyword')!),
      ),
  });
}

function open() {
  renderPage(<NotifyTemplatePage />, '/system/notify-template');
  act(() => dictStore.set([...DICTS, ...NOTIFY_DICTS, ...COMMON_STATUS_DICT]));
}

const P = Permissions.notifyTemplate;
const ALL = Object.values(P);

/** A super admin on the page, its list loaded. */
async function openAsAdmin() {
  signIn(['super_admin'], ALL);
  const server = templateServer();
  open();
  await screen.findByText('signup-passed');
  return server;
}

describe('站内信模板 page', () => {
  it('hides every action without its permission code', async () => {
    signIn(['auditor'], [P.query]);
    templateServer();
    open();
    expect(await screen.findByText('signup-passed')).toBeTruthy();
    expect(screen.getByText('系统消息')).toBeTruthy();
    for (const name of ['新增', '编辑', '删除', '测试']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('searches by name, code and status', async () => {
    const server = await openAsAdmin();
    fireEvent.change(screen.getByLabelText('模板名称'), { target: { value: ' 报名 ' } });
    fireEvent.change(screen.getByLabelText('模板编码'), { target: { value: 'signup' } });
    fireEvent.change(screen.getByLabelText('状态'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.find('GET', '/system/notify-template/page')).toHaveLength(2));
    const q = server.find('GET', '/system/notify-template/page')[1]!.query;
    expect([q.get('name'), q.get('code'), q.get('status'), q.get('pageNo')]).toEqual(['报名', 'signup', '1', '1']);
  });

  it('creates a template: required fields named, dialog stays on a backdrop click', async () => {
    const server = await openAsAdmin();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(document.querySelector('.bp6-overlay-backdrop')!);
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('模板名称不能为空')).toBeTruthy();
    expect(within(dialog).getByText('模板内容不能为空')).toBeTruthy();
    expect(server.find('POST', '/system/notify-template/create')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('模板名称'), { target: { value: '开课提醒' } });
    fireEvent.change(within(dialog).getByLabelText('模板编码'), { target: { value: 'course-start' } });
    fireEvent.change(within(dialog).getByLabelText('发件人名称'), { target: { value: '教务处' } });
    fireEvent.change(within(dialog).getByLabelText('模板内容'), { target: { value: '{courseName} 将于 {time} 开课' } });
    expect(within(dialog).getByText('courseName')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('消息类型'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('POST', '/system/notify-template/create')).toHaveLength(1));
    expect(server.find('POST', '/system/notify-template/create')[0]!.body).toEqual({
      name: '开课提醒',
      code: 'course-start',
      nickname: '教务处',
      content: '{courseName} 将于 {time} 开课',
      type: 1,
      status: 0,
      remark: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits and deletes after confirmation', async () => {
    const server = await openAsAdmin();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('模板编码') as HTMLInputElement).value).toBe('signup-passed');
    fireEvent.change(within(dialog).getByLabelText('模板名称'), { target: { value: '报名已通过' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.find('PUT', '/system/notify-template/update')).toHaveLength(1));
    expect(server.find('PUT', '/system/notify-template/update')[0]!.body).toMatchObject({ id: 4, name: '报名已通过', type: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除站内信模板「报名通过」吗？')).toBeTruthy();
    expect(server.find('DELETE', '/system/notify-template/delete')).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: '删除' }).at(-1)!);
    await waitFor(() => expect(server.find('DELETE', '/system/notify-template/delete')).toHaveLength(1));
    expect(server.find('DELETE', '/system/notify-template/delete')[0]!.query.get('id')).toBe('4');
  });

  it('sends a test message: a receiver and one value per placeholder', async () => {
    const server = await openAsAdmin();
    fireEvent.click(screen.getByRole('button', { name: '测试' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(template.content)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(within(dialog).getByText('接收人不能为空')).toBeTruthy();
    expect(within(dialog).getByText('参数 {courseName} 不能为空')).toBeTruthy();
    expect(within(dialog).getByText('参数 {deadline} 不能为空')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('combobox', { name: '接收人' }));
    fireEvent.click(await screen.findByRole('option', { name: /王老师/ }));
    fireEvent.change(within(dialog).getByLabelText('参数 {courseName}'), { target: { value: '禅修入门班' } });
    fireEvent.change(within(dialog).getByLabelText('参数 {deadline}'), { target: { value: '11 月 30 日' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(server.find('POST', '/system/notify-template/send-notify')).toHaveLength(1));
    expect(server.find('POST', '/system/notify-template/send-notify')[0]!.body).toEqual({
      userId: 21,
      userType: 2,
      templateCode: 'signup-passed',
      templateParams: { courseName: '禅修入门班', deadline: '11 月 30 日' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('template form', () => {
  it('parses placeholders once each, in order', () => {
    expect(templateParams('{a} 和 {b}，再次 {a}；{ 空格 } 与 {} 不算')).toEqual(['a', 'b']);
  });

  it('trims, checks the code and builds the save body', () => {
    const f = { ...templateToForm(null), name: ' n ', code: 'a b', nickname: 'x', content: 'c' };
    expect(templateFormToRequest(f)).toEqual({ ok: false, errors: { code: '模板编码不能包含空格' } });
    expect(templateFormToRequest({ ...f, code: 'ab', remark: ' r ' }, 9)).toEqual({
      ok: true,
      req: { id: 9, name: 'n', code: 'ab', nickname: 'x', content: 'c', type: 2, status: 0, remark: 'r' },
    });
  });
});
