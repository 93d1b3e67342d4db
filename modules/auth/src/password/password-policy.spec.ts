import type { AuthLoginResp } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { AuthErrors } from '../auth.errors';
import { OneTimeCodes, PASSWORD_RESET_CODE } from '../infrastructure/one-time-codes.store';
import { resetSubject } from './commands/forgot-password/forgot-password.handler';
import { createUser, TEST_PASSWORD, uniq } from '@dha/system/testing';

const GOOD = 'Kestrel#42x';
/** A passphrase of 120 characters (spaces and non-Latin letters included). */
const PASSPHRASE = '春眠不觉晓 correct horse battery staple '.repeat(4).slice(0, 120);

/**
 * One password policy wherever a password is chosen: 8–128 characters, none of the most common
 * passwords; the message names the field and the rule. Usernames are one per tenant whatever their case.
 */
describe('password policy and case-insensitive usernames', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, adminToken) => {
    [t, admin] = [app, adminToken];
  });
  const users = () => t.rowCount('system_users');

  it.each([
    ['7 characters', 'Ab3$efg', '8-128'],
    ['129 characters', 'x'.repeat(129), '8-128'],
    ['a common password', 'password1', '常见密码'],
    ['a common password in other case', 'PassWord1', '常见密码'],
    ['a common password of 8 digits', '12345678', '常见密码'],
  ])('register refuses %s (400, naming password and the rule), writing nothing', async (_, password, rule) => {
    const before = await users();
    const result = await t.api.post('/system/auth/register', { username: uniq('weak'), password });
    expect(result.code).toBe(400);
    expect(result.msg).toContain('password');
    expect(result.msg).toContain(rule);
    expect(await users()).toBe(before);
  });

  it('register accepts a long passphrase, and it signs in', async () => {
    const username = uniq('phrase');
    expect((await t.api.post('/system/auth/register', { username, password: PASSPHRASE })).code).toBe(0);
    expect((await t.api.post('/system/auth/login', { username, password: PASSPHRASE })).code).toBe(0);
  });

  it('admin create, admin reset and the tenant administrator follow the policy', async () => {
    const username = uniq('made');
    const created = await t.api.post('/system/user/create', { username, nickname: username, password: 'qwerty123' }, { token: admin });
    expect(created.code).toBe(400);
    expect(created.msg).toMatch(/password .*常见密码/);
    const id = (await t.api.post<number>('/system/user/create', { username, nickname: username, password: GOOD }, { token: admin })).data!;
    const reset = await t.api.put('/system/user/update-password', { id, password: 'short1!' }, { token: admin });
    expect(reset.code).toBe(400);
    expect(reset.msg).toMatch(/password .*8-128/);
    expect((await t.api.put('/system/user/update-password', { id, password: PASSPHRASE }, { token: admin })).code).toBe(0);
    const tenant = await t.api.post(
      '/system/tenant/create',
      {
        name: uniq('策略租户'),
        contactName: '张三',
        contactMobile: '13900139000',
        status: 0,
        websites: [],
        packageId: 1,
        expireTime: Date.now() + 86_400_000,
        accountCount: 5,
        username: uniq('tadmin'),
        password: 'abc12345',
      },
      { token: admin },
    );
    expect(tenant.code).toBe(400);
    expect(tenant.msg).toMatch(/password .*常见密码/);
  });

  it('the own password change and the reset with a mailed code follow the policy', async () => {
    const username = uniq('owner');
    await createUser(t, username);
    const token = await t.api.login(username, TEST_PASSWORD);
    const change = await t.api.put(
      '/system/user/profile/update-password',
      { oldPassword: TEST_PASSWORD, newPassword: 'iloveyou' },
      { token },
    );
    expect(change.code).toBe(400);
    expect(change.msg).toMatch(/newPassword .*常见密码/);
    const { code } = (await t.app.get(OneTimeCodes).issue(PASSWORD_RESET_CODE, resetSubject(1, username))) as { code: string };
    const reset = await t.api.post('/system/auth/reset-password', { username, code, password: 'letmein1' });
    expect(reset.code).toBe(400);
    expect(reset.msg).toMatch(/password .*常见密码/);
    // the code was not spent on the refused password
    expect((await t.api.post('/system/auth/reset-password', { username, code, password: GOOD })).code).toBe(0);
    expect((await t.api.post('/system/auth/login', { username, password: GOOD })).code).toBe(0);
  });

  it('usernames are unique whatever their case, and sign in in any case', async () => {
    const lower = uniq('casey');
    const registered = await t.api.post<AuthLoginResp>('/system/auth/register', { username: lower.toUpperCase(), password: GOOD });
    expect(registered.code).toBe(0);
    const before = await users();
    expect((await t.api.post('/system/auth/register', { username: lower, password: GOOD })).code).toBe(
      AuthErrors.USER_USERNAME_EXISTS.code,
    );
    expect((await t.api.post('/system/user/create', { username: lower, nickname: 'x', password: GOOD }, { token: admin })).code).toBe(
      AuthErrors.USER_USERNAME_EXISTS.code,
    );
    expect(await users()).toBe(before);
    expect((await t.api.post('/system/auth/login', { username: lower, password: GOOD })).data).toMatchObject({
      userId: registered.data!.userId,
    });
    // the database holds the rule too, whoever writes
    await expect(
      t.sql(`insert into system_users (tenant_id, username, password, nickname) values (1, ?, 'x', 'x')`, [lower]),
    ).rejects.toThrow(/system_users_tenant_lower_username_unique/);
  });
});
