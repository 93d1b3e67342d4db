import { createTestApp, type TestApp } from '@dha/testing';
import { createUser, TEST_PASSWORD } from '../../testing';

describe('login protection: lockout per username', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_LOCK_SECONDS: '2' });
    await createUser(t, 'victim1');
    await createUser(t, 'bystander1');
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string) => t.api.post('/system/auth/login', { username, password });

  it('answers 429 after 5 wrong passwords, even for the right one, then lets the user in after the lock', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('victim1', 'wrong-pass')).code).toBe(1_002_000_000);
    const locked = await attempt('victim1', TEST_PASSWORD);
    expect(locked.code).toBe(429);
    expect(locked.msg).toContain('锁定');
    // the lock is per username: another account is not affected
    expect((await attempt('bystander1', TEST_PASSWORD)).code).toBe(0);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await attempt('victim1', TEST_PASSWORD)).code).toBe(0);
  });

  it('a successful login resets the count', async () => {
    await createUser(t, 'resetme1');
    for (let i = 0; i < 4; i++) await attempt('resetme1', 'wrong-pass');
    expect((await attempt('resetme1', TEST_PASSWORD)).code).toBe(0);
    for (let i = 0; i < 4; i++) expect((await attempt('resetme1', 'wrong-pass')).code).toBe(1_002_000_000);
    expect((await attempt('resetme1', TEST_PASSWORD)).code).toBe(0);
  });

  it('unknown usernames are counted too (no hint which accounts exist)', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('ghost1', 'wrong-pass')).code).toBe(1_002_000_000);
    expect((await attempt('ghost1', 'wrong-pass')).code).toBe(429);
  });
});

describe('login protection: per-IP rate limit on the auth calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    // as behind the docker-compose proxy: X-Forwarded-For is believed from the loopback proxy only
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it('answers 429 in the envelope once the limit is used up', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await t.api.post('/system/auth/refresh-token', undefined, { query: { refreshToken: 'a'.repeat(32) } })).code);
    expect(codes).toEqual([400, 400, 400, 429]);
    expect(await t.api.post('/system/auth/login', { username: 'admin', password: 'Admin@12345' })).toEqual({
      code: 429,
      msg: '请求过于频繁，请稍后重试',
      data: null,
    });
  });

  it('leaves get-permission-info out of the limit (the console calls it on every page load)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      headers: { 'x-forwarded-for': '198.51.100.7', 'tenant-id': '1' },
      payload: { username: 'admin', password: 'Admin@12345' },
    });
    const token = JSON.parse(response.body).data.accessToken as string;
    for (let i = 0; i < 6; i++) expect((await t.api.get('/system/auth/get-permission-info', { token })).code).toBe(0);
  });

  it('counts per IP: another client address still gets through', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      headers: { 'x-forwarded-for': '203.0.113.9', 'tenant-id': '1' },
      payload: { username: 'admin', password: 'Admin@12345' },
    });
    expect(JSON.parse(response.body).code).toBe(0);
  });
});

describe('login protection: X-Forwarded-For is not believed unless TRUST_PROXY says so', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it('counts a client that invents addresses as one client', async () => {
    const codes: number[] = [];
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/admin-api/system/auth/refresh-token?refreshToken=' + 'a'.repeat(32),
        headers: { 'x-forwarded-for': address, 'tenant-id': '1' },
      });
      codes.push(JSON.parse(response.body).code);
    }
    expect(codes).toEqual([400, 400, 429]);
  });
});
