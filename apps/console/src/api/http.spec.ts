import type { Toast } from './error-catalogue';
import { api, ApiError, buildQuery, configureApi, resetApiStateForTests, sessionExpiredPromptClosed, type ResponseLike } from './http';
import { tokenStorage } from '../auth/token-storage';

type Call = { url: string; method: string; headers: Record<string, string>; body?: string };
type Handler = (call: Call) => Promise<ResponseLike> | ResponseLike;

function json(body: unknown, status = 200): ResponseLike {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (n: string) => (n.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => body,
    blob: async () => new Blob([JSON.stringify(body)]),
  };
}

let calls: Call[];
let toasts: Toast[];
let expired: number;

function serve(handler: Handler) {
  configureApi({
    fetch: async (url, init) => {
      const call: Call = {
        url,
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: init.body as string | undefined,
      };
      calls.push(call);
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return new Promise<ResponseLike>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        Promise.resolve(handler(call)).then(resolve, reject);
      });
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  resetApiStateForTests();
  calls = [];
  toasts = [];
  expired = 0;
  configureApi({ notify: (t) => toasts.push(t), onSessionExpired: () => expired++, timeoutMs: 30_000 });
});

describe('envelope', () => {
  it('resolves data on code 0, code 200 and a missing code', async () => {
    serve((c) =>
      json(c.url.endsWith('/a') ? { code: 0, msg: '', data: { n: 1 } } : c.url.endsWith('/b') ? { code: 200, data: 2 } : { data: 3 }),
    );
    await expect(api.get('/a')).resolves.toEqual({ n: 1 });
    await expect(api.get('/b')).resolves.toBe(2);
    await expect(api.get('/c')).resolves.toBe(3);
    expect(toasts).toEqual([]);
  });

  it('puts GET params in the query string (arrays repeated) and sends the auth, tenant and no-cache headers', async () => {
    tokenStorage.setTokens({ accessToken: 'tok', refreshToken: 'ref' });
    tokenStorage.setTenant(7);
    serve(() => json({ code: 0, data: true }));
    await api.get('/system/x', { pageNo: 1, ids: [1, 2], name: 'a b', empty: '', none: undefined });
    expect(calls[0]!.url).toBe('/admin-api/system/x?pageNo=1&ids=1&ids=2&name=a%20b');
    expect(calls[0]!.headers).toMatchObject({ Authorization: 'Bearer tok', 'tenant-id': '7', 'Cache-Control': 'no-cache' });
    await api.post('/system/y', { a: 1 });
    expect(calls[1]!.method).toBe('POST');
    expect(calls[1]!.body).toBe('{"a":1}');
    expect(calls[1]!.headers['Cache-Control']).toBeUndefined();
  });

  it('leaves the Authorization header off the login and refresh-token URLs', async () => {
    tokenStorage.setTokens({ accessToken: 'tok', refreshToken: 'ref' });
    serve(() => json({ code: 0, data: true }));
    await api.post('/system/auth/login', { username: 'u', password: 'p' });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(calls[0]!.headers['tenant-id']).toBe('1');
  });

  it('keeps the Authorization header on calls that only look like login ones (the login log)', async () => {
    tokenStorage.setTokens({ accessToken: 'tok', refreshToken: 'ref' });
    serve(() => json({ code: 0, data: { list: [], total: 0 } }));
    await api.get('/system/login-log/page', { pageNo: 1 });
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok');
  });

  it('buildQuery encodes dates as epoch ms', () => {
    expect(buildQuery({ t: new Date(1000), x: null })).toBe('t=1000');
  });
});

describe('error catalogue', () => {
  const answer = async (body: unknown) => {
    serve(() => json(body));
    return api.get('/z').then(
      () => {
        throw new Error('expected a rejection');
      },
      (e: unknown) => e as ApiError,
    );
  };

  it('500: error toast with the message, 5 s', async () => {
    const e = await answer({ code: 500, msg: '系统异常' });
    expect(e).toBeInstanceOf(ApiError);
    expect(e.code).toBe(500);
    expect(toasts).toEqual([{ intent: 'danger', message: '系统异常', timeout: 5000 }]);
  });

  it('501: persistent toast', async () => {
    await answer({ code: 501, msg: '功能未实现/未开启' });
    expect(toasts).toEqual([{ intent: 'danger', message: '功能未实现/未开启', timeout: 0 }]);
  });

  it('901: persistent demo-mode toast', async () => {
    await answer({ code: 901, msg: 'whatever' });
    expect(toasts).toEqual([{ intent: 'danger', message: '演示模式，禁止写操作', timeout: 0 }]);
  });

  it('default messages by code when msg is missing', async () => {
    expect((await answer({ code: 403 })).message).toBe('当前操作没有权限');
    expect((await answer({ code: 404, msg: '' })).message).toBe('访问资源不存在');
    expect((await answer({ code: 1_002_000_123 })).message).toBe('系统未知错误，请反馈给管理员');
  });

  it('other codes: notification with the server message', async () => {
    const e = await answer({ code: 1_002_000_000, msg: '登录失败，账号密码不正确' });
    expect(e.message).toBe('登录失败，账号密码不正确');
    expect(toasts).toEqual([{ intent: 'danger', message: '登录失败，账号密码不正确', timeout: 5000 }]);
  });

  it.each(['无效的刷新令牌', '刷新令牌已过期', 'invalid refresh token', 'refresh token expired'])(
    '"%s" is rejected silently',
    async (msg) => {
      const e = await answer({ code: 400, msg });
      expect(e.message).toBe(msg);
      expect(toasts).toEqual([]);
      expect(expired).toBe(0);
    },
  );

  it('network error, HTTP status error and timeout toasts (5 s)', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/n')).rejects.toThrow('后端接口连接异常');
    serve(() => json('bad gateway', 502));
    await expect(api.get('/n')).rejects.toThrow('系统接口502异常');
    configureApi({ timeoutMs: 20 });
    serve(() => new Promise<ResponseLike>(() => undefined));
    await expect(api.get('/n')).rejects.toThrow('系统接口请求超时');
    expect(toasts.map((t) => [t.message, t.timeout])).toEqual([
      ['后端接口连接异常', 5000],
      ['系统接口502异常', 5000],
      ['系统接口请求超时', 5000],
    ]);
  });

  it('download answers a blob, or the envelope error', async () => {
    serve(() => ({
      ok: true,
      status: 200,
      headers: { get: () => 'application/vnd.ms-excel' },
      json: async () => null,
      blob: async () => new Blob(['xlsx']),
    }));
    const blob = await api.download('/system/dict-data/export-excel');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(4);
    serve(() => json({ code: 403, msg: '没有该操作权限' }));
    await expect(api.download('/system/dict-data/export-excel')).rejects.toThrow('没有该操作权限');
  });
});

describe('401 → refresh once', () => {
  function authServer(refresh: () => Promise<ResponseLike>) {
    serve((c) => {
      if (c.url.includes('/system/auth/refresh-token')) return refresh();
      if (c.headers.Authorization === 'Bearer new') return json({ code: 0, data: c.url });
      return json({ code: 401, msg: '账号未登录' });
    });
  }

  it('queues concurrent requests and replays each exactly once after one refresh', async () => {
    tokenStorage.setTokens({ accessToken: 'old', refreshToken: 'R1' });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    authServer(async () => {
      await gate;
      // the server rotates the refresh token at every refresh: R1 is spent, R2 is the one to keep
      return json({ code: 0, data: { userId: 1, accessToken: 'new', refreshToken: 'R2', expiresTime: 0 } });
    });
    const a = api.get('/one');
    const b = api.get('/two');
    await new Promise((r) => setTimeout(r, 10));
    release();
    await expect(Promise.all([a, b])).resolves.toEqual(['/admin-api/one', '/admin-api/two']);

    const refreshCalls = calls.filter((c) => c.url.includes('refresh-token'));
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]!.url).toBe('/admin-api/system/auth/refresh-token?refreshToken=R1');
    expect(refreshCalls[0]!.headers.Authorization).toBeUndefined();
    expect(calls.filter((c) => c.url.endsWith('/one')).map((c) => c.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(calls.filter((c) => c.url.endsWith('/two')).map((c) => c.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(tokenStorage.getAccessToken()).toBe('new');
    expect(tokenStorage.getRefreshToken()).toBe('R2');
    expect(expired).toBe(0);
    expect(toasts).toEqual([]);
  });

  it('refresh failure: the expired-session prompt opens once and the waiting requests reject', async () => {
    tokenStorage.setTokens({ accessToken: 'old', refreshToken: 'R1' });
    authServer(async () => json({ code: 400, msg: '无效的刷新令牌' }));
    const results = await Promise.allSettled([api.get('/one'), api.get('/two')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(((results[0] as PromiseRejectedResult).reason as ApiError).code).toBe(401);
    expect(calls.filter((c) => c.url.includes('refresh-token'))).toHaveLength(1);
    expect(expired).toBe(1);
    expect(toasts).toEqual([]);
  });

  it('no refresh token: the prompt opens without a refresh call; it can open again after closing', async () => {
    tokenStorage.setAccessToken('old');
    authServer(async () => json({ code: 0, data: null }));
    await expect(api.get('/one')).rejects.toBeInstanceOf(ApiError);
    expect(calls.some((c) => c.url.includes('refresh-token'))).toBe(false);
    expect(expired).toBe(1);
    await expect(api.get('/one')).rejects.toBeInstanceOf(ApiError);
    expect(expired).toBe(1);
    sessionExpiredPromptClosed();
    await expect(api.get('/one')).rejects.toBeInstanceOf(ApiError);
    expect(expired).toBe(2);
  });

  it('a replayed request answered 401 again ends the session instead of refreshing again', async () => {
    tokenStorage.setTokens({ accessToken: 'old', refreshToken: 'R1' });
    serve((c) =>
      c.url.includes('refresh-token')
        ? json({ code: 0, data: { userId: 1, accessToken: 'new', refreshToken: 'R1', expiresTime: 0 } })
        : json({ code: 401 }),
    );
    await expect(api.get('/one')).rejects.toMatchObject({ code: 401 });
    expect(calls.filter((c) => c.url.includes('refresh-token'))).toHaveLength(1);
    expect(calls.filter((c) => c.url.endsWith('/one'))).toHaveLength(2);
    expect(expired).toBe(1);
  });
});
