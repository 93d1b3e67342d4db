import { databaseUrl, withAdmin } from '@dha/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';

/**
 * The BUILT API process (apps/server/dist/main.js, as `npm start` runs it) on a database cloned from
 * the run's template: what only a real process shows, its signals and its stdout log. `npm test`
 * builds first (lint runs tsc -b); after changing the server alone, run `npx tsc -b`.
 */
const MAIN = join(__dirname, '../../dist/main.js');
const WORKER = join(__dirname, '../../dist/worker.js');

/** A redis-server of the test's own (the fault scripts' helper), on a port chosen before it runs. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const scratch = require('../../../../scripts/lib/scratch-services.js') as {
  scratchRedis(options: { port: number }): Promise<{ stop(): Promise<void> }>;
  freePort(): Promise<number>;
};

interface SpawnedProcess {
  child: ChildProcess;
  /** stdout and stderr so far (JSON log lines) */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** the API's URL (a worker: '') once it says it is ready; rejects if it exits first */
  ready: Promise<string>;
}

interface ServerProcess extends SpawnedProcess {
  port: number;
}

const databases: string[] = [];
const children: ChildProcess[] = [];

/** A database cloned from the run's template, dropped after the file. */
async function cloneDatabase(): Promise<string> {
  const name = `dha_test_${process.env.TEST_RUN_ID}_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`create database "${name}" template "${process.env.TEST_TEMPLATE_DB}"`));
  databases.push(name);
  return databaseUrl(name);
}

/** The built API (or, with `script: WORKER`, a worker) on a database of its own; answers once it is spawned. */
async function spawnServer(env: Record<string, string> = {}, script = MAIN): Promise<SpawnedProcess> {
  if (!existsSync(script)) throw new Error(`${script} is missing: run npx tsc -b`);
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      DATABASE_URL: await cloneDatabase(),
      REDIS_PREFIX: `dha-test-${process.env.TEST_RUN_ID}-${randomBytes(4).toString('hex')}`,
      HOST: '127.0.0.1',
      PORT: '0',
      RUN_WORKERS: 'false',
      CONSOLE_DIST: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    child.on('message', (m: { type?: string; url?: string }) => m.type === 'ready' && resolve(m.url ?? ''));
    void exited.then(({ code }) => reject(new Error(`${script} exited (${code}) before it was ready:\n${out}`)));
  });
  ready.catch(() => undefined); // a caller that awaits the exit instead
  return { child, output: () => out, exited, ready };
}

async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await spawnServer(env);
  return { ...server, port: Number(new URL(await server.ready).port) };
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const name of databases) await withAdmin((c) => c.query(`drop database if exists "${name}" with (force)`));
});

/** A raw connection; `request` writes, `answer` is everything the server sent until it closed. */
function rawConnection(port: number): Promise<{ socket: Socket; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const answer = new Promise<string>((done) => socket.once('close', () => done(received)));
    socket.once('connect', () => resolve({ socket, answer }));
    socket.once('error', reject);
  });
}

const since = (started: number): number => performance.now() - started;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** one process for the request-log test and then the idle-clients shutdown test (a start takes seconds) */
let logged: Promise<ServerProcess>;
beforeAll(() => {
  logged = startServer();
  logged.catch(() => undefined); // a failed start fails the tests that await it
});

describe('request log of the API process', () => {
  it('masks the refresh token of the query string (and other secret parameters) in its log lines', async () => {
    const server = await logged;
    const secret = `refresh${randomBytes(12).toString('hex')}`;
    const base = `http://127.0.0.1:${server.port}/admin-api`;
    await fetch(`${base}/system/auth/refresh-token?refreshToken=${secret}`, { method: 'POST', headers: { 'tenant-id': '1' } });
    await fetch(`${base}/system/dict-data/simple-list?token=${secret}&access_token=${secret}&pageNo=1`, { headers: { 'tenant-id': '1' } });
    await sleep(200); // the log lines are written
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"request completed"') || line.includes('"request errored"'));
    expect(lines.join('\n')).toContain('/admin-api/system/auth/refresh-token?refreshToken=******');
    expect(lines.join('\n')).toContain('token=******&access_token=******&pageNo=1');
    expect(server.output()).not.toContain(secret);
  });
});

describe('shutdown of the API process', () => {
  it('exits at once on SIGTERM with idle clients connected (a keep-alive one and one that sent nothing yet)', async () => {
    const server = await logged; // the process of the request-log test
    const silent = await rawConnection(server.port);
    const keepAlive = await rawConnection(server.port);
    keepAlive.socket.write(`GET /admin-api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
    await sleep(300); // the health answer is back; the connection stays open, idle
    const started = performance.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(since(started)).toBeLessThan(2000);
    await Promise.all([silent.answer, keepAlive.answer]); // both were closed by the server
  });

  it('lets a request in progress finish, then closes its connection and exits', async () => {
    const server = await startServer();
    const { socket, answer } = await rawConnection(server.port);
    const body = JSON.stringify({ username: 'admin', password: 'wrong-password' });
    socket.write(
      `POST /admin-api/system/auth/login HTTP/1.1\r\nHost: localhost\r\ntenant-id: 1\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await sleep(300); // the server has the request's head: it is in progress
    const started = performance.now();
    server.child.kill('SIGTERM');
    await sleep(300);
    socket.write(body.slice(10));
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(response.slice(response.indexOf('{')))).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
    expect((await server.exited).code).toBe(0);
    expect(since(started)).toBeLessThan(2000);
  });

  it('cuts a request that outlasts SHUTDOWN_GRACE_MS', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '500' });
    const { socket, answer } = await rawConnection(server.port);
    socket.write(
      `POST /admin-api/system/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
    );
    await sleep(300);
    const started = performance.now();
    server.child.kill('SIGTERM');
    await answer; // never completed: closed by the server
    expect((await server.exited).code).toBe(0);
    expect(since(started)).toBeGreaterThanOrEqual(450);
    expect(since(started)).toBeLessThan(2000);
  });
});

describe('a start while Redis is down (hole 5 of issue 29)', () => {
  let redis: { stop(): Promise<void> } | undefined;
  afterAll(() => redis?.stop());

  it('waits for Redis, saying so, and comes up once it answers: the API and a worker', async () => {
    const port = await scratch.freePort();
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, START_WAIT_SECONDS: '60' };
    const processes = [await spawnServer(env), await spawnServer(env, WORKER)];
    const waiting = new RegExp(`waiting for Redis \\(127\\.0\\.0\\.1:${port}\\): [^;]*ECONNREFUSED`);
    while (!processes.every((p) => waiting.test(p.output()))) {
      // (before: the API ended at once with MaxRetriesPerRequestError, the worker too)
      const ended = processes.find((p) => p.child.exitCode !== null);
      if (ended) throw new Error(`a process ended instead of waiting:\n${ended.output()}`);
      await sleep(100);
    }
    // both wait; Redis comes
    redis = await scratch.scratchRedis({ port });
    const [url] = await Promise.all(processes.map((p) => p.ready));
    expect(await (await fetch(`${url}/admin-api/health`)).json()).toMatchObject({ code: 0 });
    for (const p of processes) p.child.kill('SIGTERM');
    // the API exits 0; the worker's Nest shutdown hooks end it with the signal it got
    expect(await Promise.all(processes.map((p) => p.exited))).toEqual([
      { code: 0, signal: null },
      { code: null, signal: 'SIGTERM' },
    ]);
  }, 90_000);

  it('gives up after START_WAIT_SECONDS when Redis never comes, exiting non-zero with a message naming it', async () => {
    const port = await scratch.freePort();
    const started = performance.now();
    const api = await spawnServer({ REDIS_URL: `redis://127.0.0.1:${port}`, START_WAIT_SECONDS: '2' });
    const { code } = await api.exited;
    expect(code).toBe(1);
    expect(since(started)).toBeGreaterThanOrEqual(1900);
    expect(api.output()).toContain(
      `DHA Center failed to start: gave up after 2 s (START_WAIT_SECONDS) waiting for Redis (127.0.0.1:${port}): connect ECONNREFUSED`,
    );
  }, 60_000);
});
