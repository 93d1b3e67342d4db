import { createTestApp, type TestApp } from '@dha/testing';
import type { AuthLoginResp } from '@dha/contracts';
import { createUser, TEST_PASSWORD } from '@dha/system/testing';

describe('POST /system/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const tokenCount = async (): Promise<number> =>
    Number((await t.sql<{ n: string }>('select count(*) as n from system_access_token'))[0]!.n);

  it('logs the admin in with opaque 32-hex tokens and the access expiry', async () => {
    const before = Date.now();
    const result = await t.api.post<AuthLoginResp>('/system/auth/login', { username: 'admin', password: 'Admin@12345' });
    expect(result.code).toBe(0);
    const data = result.data!;
    expect(data.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(data.refreshToken).toMatch(/^[0-9a-f]{32}$/);
    expect(data.accessToken).not.toBe(data.refreshToken);
    expect(data.expiresTime).toBeGreaterThanOrEqual(before + 1800_000 - 1000);
    expect(data.expiresTime).toBeLessThanOrEqual(Date.now() + 1800_000);
    const [admin] = await t.sql<{ id: number; login_date: Date | null }>(
      `select id, login_date from system_users where username = 'admin'`,
    );
    expect(data.userId).toBe(admin!.id);
    expect(admin!.login_date).not.toBeNull();
    const [stored] = await t.sql<{ password: string }>(`select password from system_users where username = 'admin'`);
    expect(stored!.password).toMatch(/^\$argon2id\$/);
  });

  it('trims the username', async () => {
    const result = await t.api.post('/system/auth/login', { username: '  admin ', password: 'Admin@12345' });
    expect(result.code).toBe(0);
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    expect(await t.api.post('/system/auth/login', { username: 'admin', password: 'wrong-pass' })).toEqual({
      code: 1_002_000_000,
      msg: '登录失败，账号密码不正确',
      data: null,
    });
    expect((await t.api.post('/system/auth/login', { username: 'nobody42', password: 'whatever' })).code).toBe(1_002_000_000);
  });

  it('refuses a disabled user', async () => {
    await createUser(t, 'disabled1', [], { status: 1 });
    const result = await t.api.post('/system/auth/login', { username: 'disabled1', password: TEST_PASSWORD });
    expect(result).toEqual({ code: 1_002_000_001, msg: '登录失败，账号被禁用', data: null });
  });

  it.each([
    ['missing username', { password: 'Admin@12345' }, 'username'],
    ['missing password', { username: 'admin' }, 'password'],
    ['username of the wrong type', { username: 12345, password: 'Admin@12345' }, 'username'],
    ['password of the wrong type', { username: 'admin', password: ['x'] }, 'password'],
    ['a huge username', { username: 'a'.repeat(10_000), password: 'Admin@12345' }, 'username'],
    ['a huge password', { username: 'admin', password: 'p'.repeat(10_000) }, 'password'],
    ['a username with symbols', { username: "admin' or 1=1", password: 'Admin@12345' }, 'username'],
  ])('answers 400 for %s and writes nothing', async (_, body, field) => {
    const before = await tokenCount();
    const result = await t.api.post('/system/auth/login', body);
    expect(result.code).toBe(400);
    expect(result.msg).toContain(field);
    expect(await tokenCount()).toBe(before);
  });

  it('accepts the fields the upstream login form sends', async () => {
    const result = await t.api.post('/system/auth/login', {
      username: 'admin',
      password: 'Admin@12345',
      captchaVerification: '',
      tenantName: 'DHA 培训中心',
      rememberMe: true,
      // a field nobody knows is ignored (upstream's reader ignores them too)
      isAdmin: true,
    });
    expect(result.code).toBe(0);
  });

  it('refuses a login into a tenant that does not exist or is disabled', async () => {
    expect((await t.api.post('/system/auth/login', { username: 'admin', password: 'Admin@12345' }, { tenantId: 999 })).code).toBe(
      1_002_015_000,
    );
    await t.sql(`insert into system_tenant (id, name, status) values (2, '停用租户', 1)`);
    const result = await t.api.post('/system/auth/login', { username: 'admin', password: 'Admin@12345' }, { tenantId: 2 });
    expect(result).toEqual({ code: 1_002_015_001, msg: '名字为【停用租户】的租户已被禁用', data: null });
  });
});
