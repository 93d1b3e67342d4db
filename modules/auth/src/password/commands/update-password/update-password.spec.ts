import type { AuthLoginResp } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { createUser, TEST_PASSWORD, uniq } from '@dha/system/testing';

const PUT = '/system/user/profile/update-password';
const INFO = '/system/auth/get-permission-info';

describe('PUT /system/user/profile/update-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, 'changer1');
  });
  afterAll(() => t.close());

  const login = async (password: string): Promise<AuthLoginResp> => {
    const result = await t.api.post<AuthLoginResp>('/system/auth/login', { username: 'changer1', password });
    expect(result.code).toBe(0);
    return result.data!;
  };
  const hash = async () =>
    (await t.sql<{ password: string }>(`select password from system_users where username = 'changer1'`))[0]!.password;

  it('changes the password; other sessions end at the next request, this one stays', async () => {
    const here = await login(TEST_PASSWORD);
    const elsewhere = await login(TEST_PASSWORD);
    expect(await t.api.put(PUT, { oldPassword: TEST_PASSWORD, newPassword: 'New@5678' }, { token: here.accessToken })).toEqual({
      code: 0,
      msg: '',
      data: true,
    });
    expect((await t.api.get(INFO, { token: elsewhere.accessToken })).code).toBe(401);
    expect((await t.api.post('/system/auth/refresh-token', undefined, { query: { refreshToken: elsewhere.refreshToken } })).code).toBe(400);
    expect((await t.api.get(INFO, { token: here.accessToken })).code).toBe(0);
    expect((await t.api.post('/system/auth/login', { username: 'changer1', password: TEST_PASSWORD })).code).toBe(1_002_000_000);
    await login('New@5678');
  });

  it('refuses a wrong old password and bad input, changing nothing', async () => {
    const { accessToken } = await login('New@5678');
    const before = await hash();
    expect((await t.api.put(PUT, { oldPassword: 'wrong-one', newPassword: 'Other@123' }, { token: accessToken })).code).toBe(1_002_003_005);
    for (const body of [
      { oldPassword: 'New@5678' },
      { oldPassword: 'New@5678', newPassword: 'x'.repeat(129) },
      { oldPassword: 1, newPassword: 'Other@123' },
    ]) {
      expect((await t.api.put(PUT, body, { token: accessToken })).code).toBe(400);
    }
    expect((await t.api.put(PUT, { oldPassword: 'New@5678', newPassword: 'Other@123' })).code).toBe(401);
    expect(await hash()).toBe(before);
  });

  it('changes only the caller’s own password: a userId in the body is ignored', async () => {
    const { accessToken } = await login('New@5678');
    const [admin] = await t.sql<{ password: string }>('select password from system_users where id = 1');
    expect((await t.api.put(PUT, { oldPassword: 'New@5678', newPassword: 'Other@123', userId: 1 }, { token: accessToken })).code).toBe(0);
    expect(await t.sql('select password from system_users where id = 1')).toEqual([admin]);
    await login('Other@123');
  });

  it('refuses old-password guesses after LOGIN_MAX_FAILURES wrong ones (429), until an admin unlocks', async () => {
    const username = uniq('guessed');
    const id = await createUser(t, username);
    const token = await t.api.login(username, TEST_PASSWORD);
    const change = (oldPassword: string) => t.api.put(PUT, { oldPassword, newPassword: 'Brand-new-pass7' }, { token });
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES; i++) expect((await change(`guess-${i}`)).code).toBe(1_002_003_005);
    const refused = await change(TEST_PASSWORD);
    expect(refused.code).toBe(429);
    expect(refused.msg).toContain('分钟');
    // the password did not change
    expect((await t.api.post('/system/auth/login', { username, password: TEST_PASSWORD })).code).toBe(0);
    const admin = await t.api.loginAsAdmin();
    expect((await t.api.put('/system/user/unlock', undefined, { token: admin, query: { id } })).data).toBe(true);
    expect((await change(TEST_PASSWORD)).code).toBe(0);
  });
});
