import { createTestApp, type TestApp } from '@dha/testing';

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
