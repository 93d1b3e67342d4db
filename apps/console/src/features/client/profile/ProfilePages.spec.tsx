import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeServer, ok, renderClient, resetClientState, type FakeCall } from '../shared/test-utils';

const VALID_ID = '110105199003071239';
const incomplete = ok({ id: 8, username: 'new1', nickname: '新同学', avatar: '', profileComplete: false });
const completeProfile = {
  id: 8,
  username: 'visitor1',
  nickname: '访客一',
  avatar: '',
  profileComplete: true,
  realName: '陈晨',
  sex: 1,
  birthday: Date.UTC(1995, 1, 14),
  certificateType: '1',
  certificateNo: VALID_ID,
  mobile: '13800138006',
  education: '6',
  email: null,
  identity: '2',
};
const complete = ok(completeProfile);

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const helper = (id: string) => document.getElementById(id)?.closest('.bp6-form-group')?.querySelector('.bp6-form-helper-text')?.textContent;

describe('/client/prefect-profile', () => {
  beforeEach(() => resetClientState({ loggedIn: true }));

  async function fillRequired() {
    // the first test of the file also waits for the page's lazily loaded code
    await screen.findByLabelText(/真实姓名/, undefined, { timeout: 5_000 });
    fill(/真实姓名/, '张小明');
    fill(/性别/, '1');
    fill(/出生日期/, '1990-03-07');
    fill(/证件类型/, '1');
    fill(/证件号码/, VALID_ID);
    fill(/手机号码/, '13800138000');
    fill(/学历/, '6');
  }

  it('checks the fields like the server before sending anything', async () => {
    const calls = fakeServer({ 'GET /system/user/getMyProfileInfo': incomplete });
    renderClient('/client/prefect-profile');
    await fillRequired();
    fill(/手机号码/, '12345');
    fill(/证件号码/, '110105199003071238');
    fireEvent.click(screen.getByRole('button', { name: '保存并继续' }));
    expect(helper('profile-mobile')).toBe('手机号码格式不正确');
    expect(helper('profile-certificateNo')).toMatch(/身份证号码不正确/);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('puts the profile (birthday as epoch ms) and goes back to the redirect', async () => {
    const calls = fakeServer({ 'GET /system/user/getMyProfileInfo': incomplete, 'PUT /system/user/updateMyProfileInfo': ok(true) });
    const { location } = renderClient('/client/prefect-profile?redirect=%2Fclient%2Fcourse-sign%3FcourseId%3D3');
    await fillRequired();
    fill(/电子邮箱/, 'a@b.cn');
    fireEvent.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(location()).toBe('/client/course-sign?courseId=3'));
    expect(calls.find((c: FakeCall) => c.method === 'PUT')!.body).toEqual({
      realName: '张小明',
      sex: 1,
      birthday: Date.UTC(1990, 2, 7),
      certificateType: '1',
      certificateNo: VALID_ID,
      mobile: '13800138000',
      education: '6',
      email: 'a@b.cn',
      identity: null,
      workplace: null,
      address: null,
      emergencyContact: null,
      emergencyPhone: null,
      mailNotify: [],
    });
  });

  it('focuses the first invalid field and says which one', async () => {
    const calls = fakeServer({ 'GET /system/user/getMyProfileInfo': incomplete });
    renderClient('/client/prefect-profile');
    await screen.findByLabelText(/真实姓名/);
    fill(/证件号码/, '123');
    fireEvent.click(screen.getByRole('button', { name: '保存并继续' }));
    expect(document.activeElement?.id).toBe('profile-realName');
    fill(/真实姓名/, '张小明');
    fill(/性别/, '1');
    fireEvent.click(screen.getByRole('button', { name: '保存并继续' }));
    expect(document.activeElement?.id).toBe('profile-birthday');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('mail opt-ins without an email: warns, and still saves them', async () => {
    const calls = fakeServer({ 'GET /system/user/getMyProfileInfo': incomplete, 'PUT /system/user/updateMyProfileInfo': ok(true) });
    const { location } = renderClient('/client/prefect-profile');
    await fillRequired();
    const mail = within(screen.getByRole('group', { name: '邮件通知' }));
    expect(mail.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([false, false, false, false]);
    expect(screen.getByText(/未填写邮箱时不会发送邮件/)).toBeTruthy();
    fireEvent.click(mail.getByRole('checkbox', { name: '录取回复截止提醒' }));
    expect(screen.getByText(/尚未填写电子邮箱/)).toBeTruthy();
    fill(/电子邮箱/, 'a@b.cn');
    expect(screen.queryByText(/尚未填写电子邮箱/)).toBeNull();
    fill(/电子邮箱/, '');
    fireEvent.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(location()).toBe('/client/my-signup'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ email: null, mailNotify: ['offer-reminder'] });
  });

  it("shows the server's 400 on its field and stays", async () => {
    fakeServer({
      'GET /system/user/getMyProfileInfo': incomplete,
      'PUT /system/user/updateMyProfileInfo': fail(400, '请求参数不正确:certificateNo 身份证号码不正确'),
    });
    const { location } = renderClient('/client/prefect-profile');
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(helper('profile-certificateNo')).toBe('身份证号码不正确'));
    expect(location()).toBe('/client/prefect-profile');
  });

  it('a first mobile (none stored) saves with the profile, without a code', async () => {
    const calls = fakeServer({ 'GET /system/user/getMyProfileInfo': incomplete, 'PUT /system/user/updateMyProfileInfo': ok(true) });
    const { location } = renderClient('/client/prefect-profile');
    await fillRequired();
    expect(screen.queryByLabelText(/短信验证码/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(location()).toBe('/client/my-signup'));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual(['/system/user/updateMyProfileInfo']);
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ mobile: '13800138000' });
  });

  it('goes to my signups without a redirect', async () => {
    fakeServer({
      'GET /system/user/getMyProfileInfo': complete,
      'PUT /system/user/updateMyProfileInfo': ok(true),
      'GET /client/signup/my-page': ok({ list: [], total: 0 }),
    });
    const { location } = renderClient('/client/prefect-profile');
    expect(await screen.findByText(/您的资料已完善/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(location()).toBe('/client/my-signup'));
  });
});

describe('/client/my-profile', () => {
  beforeEach(() => resetClientState({ loggedIn: true }));

  it('shows the profile with dictionary labels and a masked certificate, then edits it', async () => {
    const calls = fakeServer({ 'GET /system/user/getMyProfileInfo': complete, 'PUT /system/user/updateMyProfileInfo': ok(true) });
    renderClient('/client/my-profile');
    expect(await screen.findByText('资料已完善')).toBeTruthy();
    expect(screen.getByText('1995-02-14')).toBeTruthy();
    expect(screen.getByText('居民身份证')).toBeTruthy();
    expect(screen.getByText('本科')).toBeTruthy();
    expect(screen.getByText('110***********1239')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '编辑资料' }));
    fill(/工作单位/, '某公司');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ workplace: '某公司', realName: '陈晨', sex: 1 }),
    );
    expect(await screen.findByRole('button', { name: '编辑资料' })).toBeTruthy();
  });

  it('shows the mail opt-ins, loads them into the form and sends the whole list', async () => {
    const calls = fakeServer({
      'GET /system/user/getMyProfileInfo': ok({
        ...completeProfile,
        email: 'chen@example.cn',
        mailNotify: ['course-change', 'signup-status'],
      }),
      'PUT /system/user/updateMyProfileInfo': ok(true),
    });
    renderClient('/client/my-profile');
    expect(await screen.findByText('报名状态变化、课程变动')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '编辑资料' }));
    const mail = within(screen.getByRole('group', { name: '邮件通知' }));
    const box = (name: string) => mail.getByRole('checkbox', { name }) as HTMLInputElement;
    expect(mail.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      '报名状态变化',
      '录取回复截止提醒',
      '审核提醒（工作人员）',
      '课程变动',
    ]);
    expect([
      box('报名状态变化').checked,
      box('录取回复截止提醒').checked,
      box('审核提醒（工作人员）').checked,
      box('课程变动').checked,
    ]).toEqual([true, false, false, true]);
    expect(screen.queryByText(/尚未填写电子邮箱/)).toBeNull();
    fireEvent.click(box('课程变动'));
    fireEvent.click(box('审核提醒（工作人员）'));
    fireEvent.click(box('录取回复截止提醒'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
    // the server's fixed order, whatever order the boxes were clicked in
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      email: 'chen@example.cn',
      mailNotify: ['signup-status', 'offer-reminder', 'review-alert'],
    });
  });

  it('clearing every opt-in sends an empty list, and the view reads it back', async () => {
    let saved: unknown = ['offer-reminder'];
    const calls = fakeServer({
      'GET /system/user/getMyProfileInfo': () => ok({ ...completeProfile, mailNotify: saved }),
      'PUT /system/user/updateMyProfileInfo': (c: FakeCall) => {
        saved = (c.body as { mailNotify: unknown }).mailNotify;
        return ok(true);
      },
    });
    renderClient('/client/my-profile');
    expect(await screen.findByText('录取回复截止提醒（未填写电子邮箱，暂不发送）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '编辑资料' }));
    // no email on this profile: the opt-in it holds is flagged
    expect(screen.getByText(/尚未填写电子邮箱/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '录取回复截止提醒' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ mailNotify: [] }));
    expect(await screen.findByText('未开启')).toBeTruthy();
  });

  it('a changed mobile asks for a code texted to the new number (scene 24), then saves through update-mobile and the profile', async () => {
    const calls = fakeServer({
      'GET /system/user/getMyProfileInfo': complete,
      'POST /system/auth/send-sms-code': ok(true),
      'PUT /system/user/profile/update-mobile': ok(true),
      'PUT /system/user/updateMyProfileInfo': ok(true),
    });
    renderClient('/client/my-profile');
    fireEvent.click(await screen.findByRole('button', { name: '编辑资料' }));
    expect(screen.queryByLabelText(/短信验证码/)).toBeNull();
    fill(/手机号码/, '13900139000');
    expect(screen.getByLabelText(/短信验证码/)).toBeTruthy();
    // no code yet: nothing is sent
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(helper('profile-mobileCode')).toBe('请输入短信验证码');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/send-sms-code'))!.body).toMatchObject({ mobile: '13900139000', scene: 24 });
    fill(/短信验证码/, '123456');
    fill(/工作单位/, '某公司');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('button', { name: '编辑资料' })).toBeTruthy();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.path)).toEqual(['/system/user/profile/update-mobile', '/system/user/updateMyProfileInfo']);
    expect(puts[0]!.body).toEqual({ mobile: '13900139000', code: '123456' });
    expect(puts[1]!.body).toMatchObject({ mobile: '13900139000', workplace: '某公司', realName: '陈晨' });
  });

  it('shows refusals of the mobile change on the right field: a taken number on the mobile, a bad code on the code', async () => {
    const calls = fakeServer({
      'GET /system/user/getMyProfileInfo': complete,
      'POST /system/auth/send-sms-code': fail(1_002_003_001, '手机号已经存在'),
      'PUT /system/user/profile/update-mobile': fail(1_002_014_001, '验证码已过期'),
      'PUT /system/user/updateMyProfileInfo': ok(true),
    });
    renderClient('/client/my-profile');
    fireEvent.click(await screen.findByRole('button', { name: '编辑资料' }));
    fill(/手机号码/, '13900139000');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await waitFor(() => expect(helper('profile-mobile')).toBe('手机号已经存在'));
    fill(/短信验证码/, '123456');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(helper('profile-mobileCode')).toBe('验证码已过期'));
    // the rest is not saved while the mobile is not changed
    expect(calls.some((c) => c.path.endsWith('/updateMyProfileInfo'))).toBe(false);
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
  });

  it('with the captcha on, the code goes out only once the puzzle is solved, with its verification; closing the puzzle sends nothing', async () => {
    const puzzle = { originalImageBase64: 'AA==', jigsawImageBase64: 'AA==', token: 't1', secretKey: 'abcdefghijklmnop' };
    const calls = fakeServer({
      'GET /infra/config/public': ok({ 'system.org.name': '测试中心', 'system.captcha.enabled': 'true' }),
      'GET /system/user/getMyProfileInfo': complete,
      'POST /system/captcha/get': { repCode: '0000', repMsg: null, success: true, repData: puzzle },
      'POST /system/captcha/check': { repCode: '0000', repMsg: null, success: true, repData: { captchaVerification: 'v1' } },
      'POST /system/auth/send-sms-code': ok(true),
    });
    renderClient('/client/my-profile');
    fireEvent.click(await screen.findByRole('button', { name: '编辑资料' }));
    fill(/手机号码/, '13900139000');
    const sends = () => calls.filter((c) => c.path.endsWith('/send-sms-code'));
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    let dialog = await screen.findByRole('dialog', { name: '请完成安全验证' });
    fireEvent.click(within(dialog).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '请完成安全验证' })).toBeNull());
    expect(sends()).toHaveLength(0);
    // the field's hint, not an error
    expect(helper('profile-mobileCode')).toBe('修改手机号码需验证新号码：验证码将发送到新号码');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    dialog = await screen.findByRole('dialog', { name: '请完成安全验证' });
    await within(dialog).findByAltText('拼图块');
    fireEvent.keyDown(within(dialog).getByRole('slider'), { key: 'Enter' });
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeTruthy();
    expect(sends().map((c) => c.body)).toEqual([{ mobile: '13900139000', scene: 24, captchaVerification: 'v1' }]);
  });

  it('an unchanged mobile saves as before, without a code', async () => {
    const calls = fakeServer({ 'GET /system/user/getMyProfileInfo': complete, 'PUT /system/user/updateMyProfileInfo': ok(true) });
    renderClient('/client/my-profile');
    fireEvent.click(await screen.findByRole('button', { name: '编辑资料' }));
    // typed back to the stored number: no code either
    fill(/手机号码/, '13900139000');
    fill(/手机号码/, '13800138006');
    expect(screen.queryByLabelText(/短信验证码/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('button', { name: '编辑资料' })).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual(['/system/user/updateMyProfileInfo']);
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ mobile: '13800138006' });
  });

  it('points an incomplete profile to the completion page', async () => {
    fakeServer({ 'GET /system/user/getMyProfileInfo': incomplete });
    renderClient('/client/my-profile');
    expect(await screen.findByText('资料未完善')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去完善' }).getAttribute('href')).toBe(
      '/client/prefect-profile?redirect=%2Fclient%2Fmy-profile',
    );
  });
});
