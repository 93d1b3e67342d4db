import { ConfigKey, type AuthLoginResp, type AuthPermissionInfo } from '@dha/contracts';
import { editConfigValue } from '@dha/infra/testing';
import { REDIS_CLIENT } from '@dha/server-core';
import { createTestApp, type TestApp } from '@dha/testing';
import type Redis from 'ioredis';
import { captchaVerificationKey } from '../../../captcha/infrastructure/captcha.verifier';

describe('POST /system/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userCount = async (): Promise<number> => Number((await t.sql<{ n: string }>('select count(*) as n from system_users'))[0]!.n);

  it('creates a visitor with role common, logged in at once', async () => {
    const result = await t.api.post<AuthLoginResp>('/system/auth/register', {
      username: ' visitor42 ',
      nickname: '小王',
      password: 'Pass@1234',
    });
    expect(result.code).toBe(0);
    expect(result.data!.accessToken).toMatch(/^[0-9a-f]{32}$/);
    const info = await t.api.get<AuthPermissionInfo>('/system/auth/get-permission-info', { token: result.data!.accessToken });
    expect(info.data).toMatchObject({ roles: ['common'], permissions: [], menus: [], user: { username: 'visitor42', nickname: '小王' } });
    // the same account logs in with its password
    expect((await t.api.post('/system/auth/login', { username: 'visitor42', password: 'Pass@1234' })).code).toBe(0);
  });

  it('ignores fields it does not know: asking for roles still makes a visitor', async () => {
    const result = await t.api.post<AuthLoginResp>('/system/auth/register', {
      username: 'visitor45',
      password: 'Pass@1234',
      roles: ['super_admin'],
      roleIds: [1],
      status: 1,
    });
    expect(result.code).toBe(0);
    const info = await t.api.get<AuthPermissionInfo>('/system/auth/get-permission-info', { token: result.data!.accessToken });
    expect(info.data).toMatchObject({ roles: ['common'], permissions: [] });
    expect(await t.sql(`select status from system_users where username = 'visitor45'`)).toEqual([{ status: 0 }]);
  });

  it('uses the username as nickname when none is given', async () => {
    const result = await t.api.post<AuthLoginResp>('/system/auth/register', { username: 'visitor43', password: 'Pass@1234' });
    expect(result.code).toBe(0);
    const [row] = await t.sql<{ nickname: string }>(`select nickname from system_users where username = 'visitor43'`);
    expect(row!.nickname).toBe('visitor43');
  });

  it('refuses a username that exists, and writes nothing', async () => {
    const before = await userCount();
    expect(await t.api.post('/system/auth/register', { username: 'admin', password: 'Pass@1234' })).toEqual({
      code: 1_002_003_000,
      msg: '用户账号已经存在',
      data: null,
    });
    expect(await userCount()).toBe(before);
  });

  it('two racing registrations of one name make one account', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => t.api.post('/system/auth/register', { username: 'racer01', password: 'Pass@1234' })),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 1_002_003_000, 1_002_003_000]);
    expect((await t.sql(`select id from system_users where username = 'racer01'`)).length).toBe(1);
  });

  it.each([
    ['a short username', { username: 'abc', password: 'Pass@1234' }, 'username'],
    ['a username with symbols', { username: 'bad-name!', password: 'Pass@1234' }, 'username'],
    ['a long password', { username: 'visitor44', password: 'p'.repeat(129) }, 'password'],
    ['a short password', { username: 'visitor44', password: 'p' }, 'password'],
    ['a missing password', { username: 'visitor44' }, 'password'],
    ['a numeric nickname', { username: 'visitor44', password: 'Pass@1234', nickname: 5 }, 'nickname'],
    ['a huge nickname', { username: 'visitor44', password: 'Pass@1234', nickname: '名'.repeat(5000) }, 'nickname'],
  ])('answers 400 for %s and writes nothing', async (_, body, field) => {
    const before = await userCount();
    const result = await t.api.post('/system/auth/register', body);
    expect(result.code).toBe(400);
    expect(result.msg).toContain(field);
    expect(await userCount()).toBe(before);
  });
});

describe('captcha', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
  });
  afterAll(() => t.close());

  it('when enabled, login and register need a valid captchaVerification (1_002_000_004), good once', async () => {
    await editConfigValue(t, admin, ConfigKey.CAPTCHA_ENABLED, 'true');
    const missing = await t.api.post('/system/auth/login', { username: 'admin', password: 'Admin@12345' });
    expect(missing.code).toBe(1_002_000_004);
    expect(missing.msg).toMatch(/^验证码不正确/);
    expect(
      (await t.api.post('/system/auth/login', { username: 'admin', password: 'Admin@12345', captchaVerification: 'forged' })).code,
    ).toBe(1_002_000_004);
    expect(
      (await t.api.post('/system/auth/register', { username: 'capvisitor', password: 'Pass@1234', captchaVerification: 'forged' })).code,
    ).toBe(1_002_000_004);
    // the captcha check stores a passed verification; a login consumes it
    const redis = t.app.get<Redis>(REDIS_CLIENT, { strict: false });
    await redis.set(captchaVerificationKey('passed-token---{"x":12,"y":5}'), '1', 'EX', 60);
    const body = { username: 'admin', password: 'Admin@12345', captchaVerification: 'passed-token---{"x":12,"y":5}' };
    expect((await t.api.post('/system/auth/login', body)).code).toBe(0);
    expect((await t.api.post('/system/auth/login', body)).code).toBe(1_002_000_004);
  });

  it('follows the console edit of system.captcha.enabled at once, both ways, without a restart', async () => {
    await editConfigValue(t, admin, ConfigKey.CAPTCHA_ENABLED, 'false');
    expect((await t.api.post('/system/auth/login', { username: 'admin', password: 'Admin@12345' })).code).toBe(0);
    await editConfigValue(t, admin, ConfigKey.CAPTCHA_ENABLED, 'true');
    expect((await t.api.post('/system/auth/login', { username: 'admin', password: 'Admin@12345' })).code).toBe(1_002_000_004);
    await editConfigValue(t, admin, ConfigKey.CAPTCHA_ENABLED, 'false');
    expect((await t.api.post('/system/auth/login', { username: 'admin', password: 'Admin@12345' })).code).toBe(0);
  });
});

describe('registration switched by configuration', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.api.loginAsAdmin();
  });
  afterAll(() => t.close());

  const userCount = async (): Promise<number> => Number((await t.sql<{ n: string }>('select count(*) as n from system_users'))[0]!.n);
  const publicSwitch = async () =>
    (await t.api.get<Record<string, string | null>>('/infra/config/public')).data![ConfigKey.REGISTER_ENABLED];

  it('is open by default: the seeded key says true and the public config shows it', async () => {
    expect(await publicSwitch()).toBe('true');
    expect((await t.api.post('/system/auth/register', { username: 'opendoor1', password: 'Pass@1234' })).code).toBe(0);
  });

  it('closed in the console: register answers 1_002_003_011 注册功能已关闭 and writes nothing; reopened: works again', async () => {
    await editConfigValue(t, admin, ConfigKey.REGISTER_ENABLED, 'false');
    try {
      expect(await publicSwitch()).toBe('false');
      const before = await userCount();
      expect(await t.api.post('/system/auth/register', { username: 'closeddoor', password: 'Pass@1234' })).toEqual({
        code: 1_002_003_011,
        msg: '注册功能已关闭',
        data: null,
      });
      expect(await userCount()).toBe(before);
      // existing accounts still sign in
      expect((await t.api.post('/system/auth/login', { username: 'opendoor1', password: 'Pass@1234' })).code).toBe(0);
    } finally {
      await editConfigValue(t, admin, ConfigKey.REGISTER_ENABLED, 'true');
    }
    expect((await t.api.post('/system/auth/register', { username: 'closeddoor', password: 'Pass@1234' })).code).toBe(0);
  });

  it('a closed registration is refused before the captcha is asked for', async () => {
    await editConfigValue(t, admin, ConfigKey.CAPTCHA_ENABLED, 'true');
    await editConfigValue(t, admin, ConfigKey.REGISTER_ENABLED, 'false');
    try {
      expect((await t.api.post('/system/auth/register', { username: 'closeddoor2', password: 'Pass@1234' })).code).toBe(1_002_003_011);
    } finally {
      await editConfigValue(t, admin, ConfigKey.REGISTER_ENABLED, 'true');
      await editConfigValue(t, admin, ConfigKey.CAPTCHA_ENABLED, 'false');
    }
  });
});
