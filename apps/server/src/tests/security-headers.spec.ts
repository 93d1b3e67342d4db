import { createTestApp, type TestApp } from '@dha/testing';
import { io, type Socket } from 'socket.io-client';

const CONSOLE = 'https://console.example.com';
const EVIL = 'https://evil.example.net';

/** A browser's preflight from `origin`: refused by name in the envelope, with no CORS header. */
async function expectPreflightRefused(t: TestApp, origin: string): Promise<void> {
  const preflight = await t.app.inject({
    method: 'OPTIONS',
    url: '/admin-api/system/auth/login',
    headers: { origin, 'access-control-request-method': 'POST' },
  });
  expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  expect(JSON.parse(preflight.body)).toEqual({ code: 403, msg: `跨域请求来源不被允许:${origin}（CORS_ORIGINS）`, data: null });
}

describe('security headers, CORS and the API documentation', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: `${CONSOLE},http://localhost:5173`, TRUST_PROXY: 'loopback' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: path, headers });

  it('sends CSP without inline script, no framing, nosniff and a referrer policy on every answer', async () => {
    for (const path of ['/admin-api/health', '/admin-api/no/such/path', '/swagger-ui', '/admin-api/infra/queue-board/', '/dha-center/']) {
      const { headers } = await get(path);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("script-src-attr 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      // our own tools may be framed by our own console, nothing else by anyone
      const tool = path === '/swagger-ui' || path.includes('queue-board');
      expect(csp).toContain(tool ? "frame-ancestors 'self'" : "frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe(tool ? 'SAMEORIGIN' : 'DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends HSTS only when the request came over HTTPS (through a trusted proxy)', async () => {
    expect((await get('/admin-api/health')).headers['strict-transport-security']).toBeUndefined();
    const https = await get('/admin-api/health', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers a preflight from a configured origin with the CORS headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/admin-api/system/auth/login',
      headers: {
        origin: CONSOLE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,tenant-id,authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(CONSOLE);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers'])).toContain('tenant-id');
    // and the request itself: the console can read the answer and its trace id
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      headers: { origin: CONSOLE, 'tenant-id': '1' },
      payload: { username: 'admin', password: 'wrong-password' },
    });
    expect(login.headers['access-control-allow-origin']).toBe(CONSOLE);
    expect(String(login.headers['access-control-expose-headers'])).toContain('trace-id');
  });

  it('allows the PUT and DELETE of edits, deletes and mark-as-read from a configured origin, with the headers both consoles send', async () => {
    for (const [method, url, headers] of [
      ['PUT', '/admin-api/system/user/update', 'authorization,content-type,tenant-id'],
      ['DELETE', '/admin-api/system/user/delete?id=2', 'authorization,tenant-id'],
      ['PUT', '/admin-api/system/notify-message/update-read?ids=1', 'authorization,tenant-id,visit-tenant-id'],
      // upstream's login call sets `isEncrypt: false` as a header
      ['POST', '/admin-api/system/auth/login', 'content-type,isencrypt,tenant-id'],
      ['GET', '/admin-api/system/user/page', 'authorization,cache-control,pragma,tenant-id,x-api-encrypt'],
    ] as const) {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: CONSOLE, 'access-control-request-method': method, 'access-control-request-headers': headers },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(CONSOLE);
      const methods = String(response.headers['access-control-allow-methods']).split(/, */);
      expect(methods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST', 'PUT', 'DELETE']));
      const allowed = String(response.headers['access-control-allow-headers']).toLowerCase().split(/, */);
      expect(allowed).toEqual(expect.arrayContaining(headers.split(',')));
    }
  });

  it('names the allowed headers instead of echoing whatever a preflight asks for', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/admin-api/system/user/update',
      headers: { origin: CONSOLE, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'x-evil,authorization' },
    });
    expect(String(response.headers['access-control-allow-headers']).toLowerCase().split(/, */)).not.toContain('x-evil');
  });

  it('refuses a preflight from any other origin by name, and gives its requests no CORS headers', async () => {
    await expectPreflightRefused(t, EVIL);
    for (const method of ['PUT', 'DELETE']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/admin-api/system/user/delete?id=2',
        headers: { origin: EVIL, 'access-control-request-method': method, 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
      expect(JSON.parse(preflight.body)).toMatchObject({ code: 403 });
    }
    const simple = await get('/admin-api/health', { origin: EVIL });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  describe('Socket.IO', () => {
    const sockets: Socket[] = [];
    afterAll(() => sockets.forEach((s) => s.close()));
    const connectFrom = (origin?: string): Promise<'connected' | string> =>
      new Promise((resolve) => {
        const socket = io(url, {
          transports: ['websocket'],
          reconnection: false,
          extraHeaders: origin ? { origin } : {},
        });
        sockets.push(socket);
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (err) => resolve(err.message));
      });

    it('accepts handshakes from a configured origin, our own host and non-browser clients; refuses others', async () => {
      expect(await connectFrom(CONSOLE)).toBe('connected');
      expect(await connectFrom(url)).toBe('connected');
      expect(await connectFrom()).toBe('connected');
      expect(await connectFrom(EVIL)).not.toBe('connected');
    });

    it('answers the polling handshake with CORS headers for a configured origin only', async () => {
      const allowed = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { origin: CONSOLE } });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(CONSOLE);
      const refused = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { origin: EVIL } });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  it('serves Swagger UI without an inline script', async () => {
    const page = await get('/swagger-ui');
    expect(page.statusCode).toBe(200);
    const scripts = page.body.match(/<script[^>]*>[^<]*<\/script>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^<script src="[^"]+"><\/script>$/);
    const init = await get('/swagger-ui-init.js');
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('SwaggerUIBundle');
    expect((await get('/v3/api-docs')).statusCode).toBe(200);
  });
});

describe('API documentation in production', () => {
  const pathsOf = async (env: Record<string, string>): Promise<number[]> => {
    const t = await createTestApp(env);
    try {
      // an unknown path answers the envelope's 404 (HTTP 200), a served one HTTP 200 with the document
      return await Promise.all(
        ['/v3/api-docs', '/swagger-ui', '/swagger-ui-init.js'].map(async (url) => {
          const response = await t.app.inject({ method: 'GET', url });
          return response.body.startsWith('{"code":404,') ? 404 : response.statusCode;
        }),
      );
    } finally {
      await t.close();
    }
  };

  it('is off by default when NODE_ENV is production', async () => {
    expect(await pathsOf({ NODE_ENV: 'production' })).toEqual([404, 404, 404]);
  });

  it('is served in production when API_DOCS=public says so', async () => {
    expect(await pathsOf({ NODE_ENV: 'production', API_DOCS: 'public' })).toEqual([200, 200, 200]);
  });
});

describe('CORS with no CORS_ORIGINS (same origin only, the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: '' });
  });
  afterAll(() => t.close());

  it('refuses every preflight by name and puts no CORS header on any answer', async () => {
    await expectPreflightRefused(t, CONSOLE);
    const simple = await t.app.inject({ method: 'GET', url: '/admin-api/health', headers: { origin: CONSOLE } });
    expect(simple.statusCode).toBe(200);
    expect(Object.keys(simple.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    expect(simple.headers['x-content-type-options']).toBe('nosniff');
  });
});
