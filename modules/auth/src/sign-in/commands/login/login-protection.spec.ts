import { createTestApp, type TestApp } from '@dha/testing';
import { createUser, TEST_PASSWORD, uniq } from '@dha/system/testing';

/** A login from a given client address (the socket address: TRUST_PROXY is off). */
async function loginFrom(t: TestApp, ip: string, username: string, password: string): Promise<{ code: number; msg: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin-api/system/auth/login',
    remoteAddress: ip,
    headers: { 'tenant-id': '1' },
    payload: { username, password },
  });
  return JSON.parse(response.body) as { code: number; msg: string };
}

const ATTACKER = '198.51.100.66';
const OWNER = '203.0.113.5';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('login protection: throttled per username and source address', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // guessers who solve every captcha: these tests are about the locks
    t = await createTestApp({ LOGIN_LOCK_SECONDS: '1', LOGIN_MAX_ACCOUNT_FAILURES: '12', LOGIN_CAPTCHA_AFTER_FAILURES: '1000' });
    admin = await t.api.loginAsAdmin();
  });
  afterAll(() => t.close());

  it('wrong passwords from one address refuse that address only: the owner elsewhere still signs in', async () => {
    const username = uniq('victim');
    await createUser(t, username);
    for (let i = 0; i < 5; i++) expect((await loginFrom(t, ATTACKER, username, 'wrong-pass')).code).toBe(1_002_000_000);
    const refused = await loginFrom(t, ATTACKER, username, TEST_PASSWORD);
    expect(refused.code).toBe(429);
    expect(refused.msg).toContain('锁定');
    expect(refused.msg).toContain('1 分钟');
    expect((await loginFrom(t, OWNER, username, TEST_PASSWORD)).code).toBe(0);
    // the administrator cannot be locked out by a stranger either
    for (let i = 0; i < 6; i++) await loginFrom(t, ATTACKER, 'admin', 'wrong-pass');
    expect((await loginFrom(t, OWNER, 'admin', 'Admin@12345')).code).toBe(0);
  });

  it('each further lock of the same source lasts twice as long', async () => {
    const username = uniq('progress');
    await createUser(t, username);
    for (let i = 0; i < 5; i++) await loginFrom(t, ATTACKER, username, 'wrong-pass');
    expect((await loginFrom(t, ATTACKER, username, TEST_PASSWORD)).code).toBe(429);
    await sleep(1100);
    for (let i = 0; i < 5; i++) expect((await loginFrom(t, ATTACKER, username, 'wrong-pass')).code).toBe(1_002_000_000);
    await sleep(1100);
    // the second lock (2 s) still holds after the first one's second
    expect((await loginFrom(t, ATTACKER, username, TEST_PASSWORD)).code).toBe(429);
    await sleep(1000);
    expect((await loginFrom(t, ATTACKER, username, TEST_PASSWORD)).code).toBe(0);
  });

  it("backstop: many failing addresses lock the account to unusual addresses, never to the owner's usual one", async () => {
    const username = uniq('spread');
    await createUser(t, username);
    expect((await loginFrom(t, OWNER, username, TEST_PASSWORD)).code).toBe(0);
    // 3 addresses × 4 failures: no single source reaches its limit, the account reaches 12
    for (let a = 1; a <= 3; a++) for (let i = 0; i < 4; i++) await loginFrom(t, `198.51.100.${a}`, username, 'wrong-pass');
    expect((await loginFrom(t, '192.0.2.44', username, TEST_PASSWORD)).code).toBe(429);
    expect((await loginFrom(t, OWNER, username, TEST_PASSWORD)).code).toBe(0);
  });

  it('a successful login from a source starts its count over', async () => {
    const username = uniq('resetme');
    await createUser(t, username);
    for (let i = 0; i < 4; i++) await loginFrom(t, OWNER, username, 'wrong-pass');
    expect((await loginFrom(t, OWNER, username, TEST_PASSWORD)).code).toBe(0);
    for (let i = 0; i < 4; i++) expect((await loginFrom(t, OWNER, username, 'wrong-pass')).code).toBe(1_002_000_000);
    expect((await loginFrom(t, OWNER, username, TEST_PASSWORD)).code).toBe(0);
  });

  it('unknown usernames are counted too (no hint which accounts exist)', async () => {
    const ghost = uniq('ghost');
    for (let i = 0; i < 5; i++) expect((await loginFrom(t, ATTACKER, ghost, 'wrong-pass')).code).toBe(1_002_000_000);
    expect((await loginFrom(t, ATTACKER, ghost, 'wrong-pass')).code).toBe(429);
  });

  it('an admin unlock clears every lock of the account, per source and account-wide', async () => {
    const username = uniq('unlockme');
    const id = await createUser(t, username);
    for (let i = 0; i < 5; i++) await loginFrom(t, ATTACKER, username, 'wrong-pass');
    for (let a = 1; a <= 2; a++) for (let i = 0; i < 4; i++) await loginFrom(t, `198.51.100.${10 + a}`, username, 'wrong-pass');
    expect((await loginFrom(t, ATTACKER, username, TEST_PASSWORD)).code).toBe(429);
    expect((await loginFrom(t, '192.0.2.45', username, TEST_PASSWORD)).code).toBe(429);
    expect((await t.api.put('/system/user/unlock', undefined, { token: admin, query: { id } })).data).toBe(true);
    expect((await loginFrom(t, ATTACKER, username, TEST_PASSWORD)).code).toBe(0);
    expect((await loginFrom(t, '192.0.2.45', username, TEST_PASSWORD)).code).toBe(0);
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
