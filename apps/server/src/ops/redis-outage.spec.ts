import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import Redis from 'ioredis';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, waitFor, type TestApp } from '@dha/testing';

/** A free TCP port on the loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A redis-server of this test's own (no persistence), answering PING. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
  probe.on('error', () => undefined);
  try {
    await waitFor(
      () =>
        probe.ping().then(
          (r) => r === 'PONG',
          () => false,
        ),
      10_000,
    );
  } finally {
    probe.disconnect();
  }
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Times one call. */
async function timed<T>(call: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await call();
  return { result, ms: Date.now() - started };
}

describe('Redis outage on the request path', () => {
  let port: number;
  let redis: ChildProcess;
  let t: TestApp;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, RUN_WORKERS: 'false', REDIS_COMMAND_TIMEOUT_MS: '500' });
  });
  afterAll(async () => {
    // Redis back before closing, so the queues' connections close cleanly
    if (redis.exitCode !== null || redis.signalCode !== null) redis = await startRedis(port);
    await t?.close();
    await stop(redis);
  });

  it('answers 503 at once on login and register while Redis is down, serves calls that need no Redis, and recovers', async () => {
    const login = () => t.api.post('/system/auth/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD() });
    const before = await login();
    expect(before.code).toBe(0);
    const token = (before.data as { accessToken: string }).accessToken;

    await stop(redis); // kill -9: no goodbye to the clients

    for (let i = 0; i < 3; i++) {
      const { result, ms } = await timed(login);
      expect(result).toEqual({ code: 503, msg: '缓存服务暂不可用，请稍后再试', data: null });
      expect(ms).toBeLessThan(1000);
    }
    const register = await timed(() =>
      t.api.post('/system/auth/register', { username: 'outage1', nickname: 'outage', password: 'Outage@12345' }),
    );
    expect(register.result.code).toBe(503);
    expect(register.ms).toBeLessThan(1000);

    // a read that needs no Redis: the access token is checked in PostgreSQL
    const read = await timed(() => t.api.get('/system/auth/get-permission-info', { token }));
    expect(read.result.code).toBe(0);
    expect(read.ms).toBeLessThan(1000);

    // health says so, fast, with HTTP 503 for load balancers
    const health = await timed(() => t.app.inject({ method: 'GET', url: '/admin-api/health' }));
    expect(health.result.statusCode).toBe(503);
    expect(JSON.parse(health.result.body)).toMatchObject({ data: { status: 'down', database: 'up', redis: 'down' } });
    expect(health.ms).toBeLessThan(2500);

    redis = await startRedis(port);
    await waitFor(async () => (await login()).code === 0, 15_000, 200);
  });
});
