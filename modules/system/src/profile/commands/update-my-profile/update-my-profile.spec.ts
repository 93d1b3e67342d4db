import { isValidIdCardNo, type MyProfileInfo } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { demoIdCardNo } from '../../../seed/demo.seeder';
import { loginAs } from '../../../testing';

const GET = '/system/user/getMyProfileInfo';
const PUT = '/system/user/updateMyProfileInfo';
const ID_NO = '11010519491231002X';

const COMPLETE = {
  realName: '张三',
  sex: 1,
  birthday: Date.UTC(1990, 2, 7),
  certificateType: '1',
  certificateNo: ID_NO,
  mobile: '13800138000',
  education: '6',
};

describe('my profile', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await loginAs(t, 'profile1', ['common']);
  });
  afterAll(() => t.close());

  const get = async (): Promise<MyProfileInfo> => {
    const result = await t.api.get<MyProfileInfo>(GET, { token });
    expect(result.code).toBe(0);
    return result.data!;
  };
  const put = (body: unknown) => t.api.put(PUT, body, { token });

  it('a new account has an empty, incomplete profile', async () => {
    const me = await get();
    expect(me).toEqual({
      id: expect.any(Number),
      username: 'profile1',
      nickname: 'profile1',
      avatar: '',
      realName: null,
      sex: null,
      birthday: null,
      certificateType: null,
      certificateNo: null,
      mobile: null,
      email: null,
      education: null,
      identity: null,
      workplace: null,
      address: null,
      emergencyContact: null,
      emergencyPhone: null,
      profileComplete: false,
      mailNotify: [],
    });
  });

  it('needs a login', async () => {
    expect((await t.api.get(GET)).code).toBe(401);
    expect((await t.api.put(PUT, { realName: 'x' })).code).toBe(401);
  });

  it('becomes complete once the required fields are valid, and incomplete again when one is cleared', async () => {
    const partial = { ...COMPLETE } as Record<string, unknown>;
    delete partial.education;
    expect(await put(partial)).toEqual({ code: 0, msg: '', data: true });
    expect((await get()).profileComplete).toBe(false);
    expect(
      (
        await put({
          education: '6',
          identity: '2',
          email: 'zs@example.com',
          workplace: '某公司',
          address: '北京市',
          emergencyContact: '李四',
          emergencyPhone: '010-12345678',
          nickname: '阿三',
          avatar: 'https://example.com/a.png',
        })
      ).code,
    ).toBe(0);
    const me = await get();
    expect(me).toMatchObject({
      ...COMPLETE,
      identity: '2',
      email: 'zs@example.com',
      nickname: '阿三',
      avatar: 'https://example.com/a.png',
      profileComplete: true,
    });
    expect(me.birthday).toBe(COMPLETE.birthday);
    // a mobile on the account changes only through the verified change (issue 29): cleared here as an admin would
    expect((await put({ mobile: null })).code).toBe(400);
    await t.sql(`update system_users set mobile = null where id = ?`, [(await get()).id]);
    expect(await get()).toMatchObject({ mobile: null, profileComplete: false });
    expect((await put({ mobile: ' 13800138000 ' })).code).toBe(0);
    expect((await get()).profileComplete).toBe(true);
    expect((await put({ realName: '   ' })).code).toBe(0);
    expect(await get()).toMatchObject({ realName: null, profileComplete: false });
    expect((await put({ realName: '张三' })).code).toBe(0);
  });

  it('keeps the mail opt-ins per kind: the whole list each time, in a fixed order, null or [] for none', async () => {
    expect(await put({ mailNotify: ['offer-reminder', 'signup-status', 'offer-reminder'] })).toMatchObject({ code: 0 });
    expect((await get()).mailNotify).toEqual(['signup-status', 'offer-reminder']);
    expect(await put({ realName: '张三' })).toMatchObject({ code: 0 });
    expect((await get()).mailNotify).toEqual(['signup-status', 'offer-reminder']);
    expect(await put({ mailNotify: [] })).toMatchObject({ code: 0 });
    expect((await get()).mailNotify).toEqual([]);
    expect(await put({ mailNotify: ['course-change'] })).toMatchObject({ code: 0 });
    expect(await put({ mailNotify: null })).toMatchObject({ code: 0 });
    expect((await get()).mailNotify).toEqual([]);
  });

  it('checks certificate numbers by type', async () => {
    const bad = await put({ certificateType: '1', certificateNo: '110105194912310021' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('certificateNo');
    expect((await put({ certificateNo: '11010519491231002x' })).code).toBe(0); // lower-case x is normalised
    expect((await get()).certificateNo).toBe(ID_NO);
    // changing only the type re-checks the stored number against it
    expect((await put({ certificateType: '2' })).code).toBe(0);
    expect((await put({ certificateType: '2', certificateNo: 'E1234567' })).code).toBe(0);
    expect((await put({ certificateType: '1' })).code).toBe(400);
    expect((await put({ certificateType: '2', certificateNo: 'E12-345' })).code).toBe(400);
    expect((await put({ certificateType: '1', certificateNo: ID_NO })).code).toBe(0);
    expect((await get()).profileComplete).toBe(true);
  });

  it.each([
    ['mobile', { mobile: '12345678901' }],
    ['mobile', { mobile: 13800138000 }],
    ['email', { email: 'not-an-email' }],
    ['birthday', { birthday: Date.now() + 86_400_000 }],
    ['birthday', { birthday: '1990-01-01' }],
    ['sex', { sex: 'male' }],
    ['sex', { sex: 7 }],
    ['certificateType', { certificateType: '99' }],
    ['education', { education: 'phd' }],
    ['identity', { identity: '42' }],
    ['realName', { realName: '名'.repeat(31) }],
    ['address', { address: 'x'.repeat(10_000) }],
    ['workplace', { workplace: ['a'] }],
    ['emergencyPhone', { emergencyPhone: 'call me' }],
    ['nickname', { nickname: null }],
    ['nickname', { nickname: '' }],
    ['avatar', { avatar: 'x'.repeat(600) }],
    ['mailNotify', { mailNotify: ['spam'] }],
    ['mailNotify', { mailNotify: 'signup-status' }],
    ['mailNotify', { mailNotify: [1] }],
    ['mailNotify', { mailNotify: Array(50).fill('signup-status') }],
  ])('refuses a bad %s with 400 naming it, and changes nothing', async (field, body) => {
    const before = await get();
    const result = await put({ realName: '改了', ...body });
    expect(result.code).toBe(400);
    expect(result.msg).toContain(field);
    expect(await get()).toEqual(before);
  });

  it('ignores a username, a password or roles in the body (unknown here): the account keeps them', async () => {
    const [before] = await t.sql<{ username: string; password: string }>(
      `select username, password from system_users where username = 'profile1'`,
    );
    expect((await put({ ...(await get()), username: 'takeover', password: 'new-pass', roles: ['super_admin'] })).code).toBe(0);
    expect(await t.sql(`select username, password from system_users where id = ?`, [(await get()).id])).toEqual([before]);
    expect((await t.api.get<{ roles: string[] }>('/system/auth/get-permission-info', { token })).data!.roles).toEqual(['common']);
  });
});

describe('identity card rules', () => {
  it('accepts real check digits and rejects wrong ones, bad dates and future births', () => {
    expect(isValidIdCardNo(ID_NO)).toBe(true);
    expect(isValidIdCardNo('110105194912310021')).toBe(false);
    expect(isValidIdCardNo('110105194913310028')).toBe(false);
    expect(isValidIdCardNo('11010519491231002')).toBe(false);
    expect(isValidIdCardNo('1101052999123100X1')).toBe(false);
    for (let i = 0; i < 20; i++) expect(isValidIdCardNo(demoIdCardNo('19900101', i, i % 2 ? 1 : 2))).toBe(true);
  });
});
