import { createUser, TEST_PASSWORD, uniq } from '@dha/system/testing';
import { createTestApp, type TestApp } from '@dha/testing';
import { NON_JSON_ROUTES } from '../http/json-body';
import { routeTable } from '../http/route-table';

/** `depth` arrays inside one another: the cheapest body to send and the costliest to parse and walk. */
const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** Hostile bodies at the unauthenticated routes, over real HTTP (Content-Length checks and the socket included). */
describe('body size and nesting limits', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `${await t.app.getUrl()}/admin-api`.replace('[::1]', '127.0.0.1');
  });
  afterAll(() => t.close());

  const post = async (path: string, body: string): Promise<{ code: number; msg: string }> => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tenant-id': '1' },
      body,
    });
    return (await response.json()) as { code: number; msg: string };
  };

  it('answers a 1 MB body to login and register with 413 naming the limit', async () => {
    for (const path of ['/system/auth/login', '/system/auth/register']) {
      // (before: parsed, then the validation pipe's recursion overflowed the stack after ~1 s of CPU: code 500)
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'tenant-id': '1' },
        body: nested(500_000),
      });
      expect(await response.json()).toEqual({ code: 413, msg: '请求体过大（上限 64 KB）', data: null });
      // the rest of the megabyte is not read to keep the connection: it closes
      expect(response.headers.get('connection')).toBe('close');
    }
  });

  it('answers a deeply nested body within the size limit with 400 naming the nesting', async () => {
    for (const path of ['/system/auth/login', '/system/auth/register']) {
      const result = await post(path, `{"username":${nested(30_000)},"password":"x"}`);
      expect(result).toMatchObject({ code: 400, msg: expect.stringContaining('请求体嵌套过深（最多 32 层）') });
    }
    // an ordinary body is read whole: its connection stays open for the next request
    const ordinary = await fetch(`${base}/system/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tenant-id': '1' },
      body: JSON.stringify({ username: 'nobody', password: 'wrong-password' }),
    });
    expect(ordinary.headers.get('connection')).toBe('keep-alive');
    // brackets inside strings are text, not nesting
    const text = await post('/system/auth/login', JSON.stringify({ username: '['.repeat(40), password: '{'.repeat(40) }));
    expect(text.msg).not.toContain('嵌套');
  });

  it('lets the rich-text routes carry more than the JSON default', async () => {
    const token = await t.api.loginAsAdmin();
    const response = await fetch(`${base}/course/location/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tenant-id': '1', authorization: `Bearer ${token}` },
      // 88,000 characters of Chinese (the field allows 100,000): about 260 KB of UTF-8
      body: JSON.stringify({ name: '富文本中心', trafficGuide: `<p>${'路线说明'.repeat(22_000)}</p>` }),
    });
    expect(await response.json()).toMatchObject({ code: 0 });
  });

  it('keeps the health check fast under a flood of such bodies', async () => {
    const flood = Array.from({ length: 40 }, () => post('/system/auth/login', nested(500_000)).catch(() => undefined));
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const health = (await (await fetch(`${base}/health`)).json()) as { code: number };
      times.push(performance.now() - started);
      expect(health.code).toBe(0);
    }
    await Promise.all(flood);
    // before the limits each body held the event loop ~1 s: the health check waited tens of seconds
    // (the bound is loose for a loaded CI machine; a quiet one answers within ~50 ms)
    expect(Math.max(...times)).toBeLessThan(1500);
  });
});

/** Hole 7 of issue 29: a plain HTML form on any site posts to us without a CORS preflight. */
describe('cross-origin form posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' });
  });
  afterAll(() => t.close());

  const EVIL = 'https://evil.example.net';
  /** What a browser sends for `<form method=post enctype=…>` on the attacker's page. */
  const formPost = (path: string, contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: `/admin-api${path}`,
      headers: { origin: EVIL, referer: `${EVIL}/`, 'content-type': contentType },
      payload,
    });
  const envelope = (body: string) => JSON.parse(body) as { code: number; msg: string };

  it('refuses a form-encoded login before it counts: the address is not forced into the captcha', async () => {
    const username = uniq('formvictim');
    await createUser(t, username, []);
    const logsBefore = await t.sql('select id from system_login_log where username = ?', [username]);
    for (let i = 0; i < 5; i++) {
      const response = await formPost(
        '/system/auth/login',
        'application/x-www-form-urlencoded',
        `username=${username}&password=wrong-${i}`,
      );
      expect(envelope(response.body)).toMatchObject({ code: 400, msg: expect.stringContaining('请求类型不正确') });
    }
    // nothing happened: no login log, no failure counted (3 would ask this address for a captcha)
    expect(await t.sql('select id from system_login_log where username = ?', [username])).toEqual(logsBefore);
    expect((await t.api.post('/system/auth/login', { username, password: TEST_PASSWORD })).code).toBe(0);
  });

  it('refuses a form-encoded, multipart or text/plain registration and creates no user', async () => {
    const username = uniq('formreg');
    const boundary = '----evilform';
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', `username=${username}&password=Pass%401234`],
      ['application/x-www-form-urlencoded; charset=UTF-8', `username=${username}&password=Pass%401234`],
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\n${username}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\nPass@1234\r\n--${boundary}--\r\n`,
      ],
      // enctype=text/plain can spell a JSON body: `{"username":"…","password":"…","x":"=…"}`
      ['text/plain', JSON.stringify({ username, password: 'Pass@1234', x: '=' })],
    ] as const) {
      const response = await formPost('/system/auth/register', type, payload);
      expect(envelope(response.body)).toMatchObject({ code: 400, msg: expect.stringContaining('请求类型不正确') });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(await t.sql('select id from system_users where username = ?', [username])).toEqual([]);
    // the same registration as JSON goes through
    expect((await t.api.post('/system/auth/register', { username, password: 'Pass@1234' })).code).toBe(0);
  });

  it('refuses form bodies on the staff writes too, while the OAuth2 token endpoint keeps its RFC form encoding', async () => {
    const token = await t.api.loginAsAdmin();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/system/dept/update',
      headers: { authorization: `Bearer ${token}`, 'tenant-id': '1', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=100&name=x',
    });
    expect(envelope(response.body)).toMatchObject({ code: 400, msg: expect.stringContaining('请求类型不正确') });
    const tokenCall = await formPost('/system/oauth2/token', 'application/x-www-form-urlencoded', 'grant_type=client_credentials');
    // the token endpoint parsed the form and answered as RFC 6749 §5.2 does (no client credentials)
    expect(JSON.parse(tokenCall.body)).toMatchObject({ error: 'invalid_client' });
  });

  it('names only real routes as taking a body other than JSON', () => {
    const keys = new Set(routeTable(t.app).map((r) => r.key));
    for (const route of Object.keys(NON_JSON_ROUTES)) expect(keys).toContain(route);
  });
});
