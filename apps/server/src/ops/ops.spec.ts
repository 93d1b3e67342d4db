import { OutboxRelay } from '@dha/server-core';
import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createTestApp, waitFor, type TestApp } from '@dha/testing';
import { accessChanged } from '@dha/system/testing';
import { serveWorkerMetrics, serverPort } from './metrics/worker-metrics';
import { OpsQueues } from './queues/ops-queues';

const METRICS_TOKEN = 'metrics-token-for-the-ops-spec';
const BOARD = '/admin-api/infra/queue-board';

/** A user of tenant 1 holding `role`, with a live access token (direct SQL: no password hashing). */
async function userWithRole(t: TestApp, role: string): Promise<{ id: number; token: string }> {
  const name = `ops${randomUUID().slice(0, 8)}`;
  const [user] = await t.sql<{ id: number }>(
    `insert into system_users (tenant_id, username, password, nickname, status, create_time, update_time)
     values (1, ?, 'no-login', ?, 0, now(), now()) returning id`,
    [name, name],
  );
  const id = Number(user!.id);
  await t.sql(`insert into system_user_role (user_id, role_id) select ?, id from system_role where tenant_id = 1 and code = ?`, [id, role]);
  // the tables keep the tokens' sha256 only
  const token = randomUUID().replaceAll('-', '');
  await t.sql(
    `with rt as (insert into system_refresh_token (refresh_token_hash, family_id, user_id, tenant_id, expires_at, create_time)
       values (md5(random()::text) || md5(random()::text), gen_random_uuid(), ?, 1, now() + interval '1 day', now()) returning id)
     insert into system_access_token (access_token_hash, refresh_token_id, user_id, tenant_id, expires_at, create_time)
     select encode(sha256(convert_to(?, 'UTF8')), 'hex'), id, ?, 1, now() + interval '1 day', now() from rt`,
    [id, token, id],
  );
  return { id, token };
}

/** Opens a board session for `token`; answers the envelope and the cookie pair to send back. */
async function openBoard(t: TestApp, token: string): Promise<{ code: number; cookie?: string; setCookie?: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${BOARD}/session`,
    headers: { authorization: `Bearer ${token}`, 'tenant-id': '1' },
  });
  const setCookie = response.headers['set-cookie'] as string | undefined;
  return { code: (JSON.parse(response.body) as { code: number }).code, setCookie, cookie: setCookie?.split(';')[0] };
}

describe('operations: metrics, queue board, health', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    // no relay and consumers here: the test controls the outbox and the queues
    t = await createTestApp({ METRICS_TOKEN, RUN_WORKERS: 'false' });
    admin = await t.api.loginAsAdmin();
  });
  afterAll(() => t.close());

  describe('GET /metrics', () => {
    it('refuses a scrape without the token or with a wrong one', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toContain('Bearer');
      const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}x` } });
      expect(wrong.statusCode).toBe(401);
      const short = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } });
      expect(short.statusCode).toBe(401);
      expect(none.body).not.toContain('dha_');
    });

    it('serves the Prometheus text with the token: process, HTTP per route, queues, outbox lag, events', async () => {
      await t.api.get('/system/auth/get-permission-info', { token: admin });
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.body;
      expect(text).toContain('process_cpu_user_seconds_total');
      // the route pattern, method and status class, never the raw URL
      expect(text).toMatch(
        /dha_http_request_duration_seconds_count\{method="GET",route="\/admin-api\/system\/auth\/get-permission-info",status="2xx"\} [1-9]/,
      );
      expect(text).toMatch(/dha_queue_jobs\{queue="signup-offer-expiry",state="waiting"\} \d+/);
      expect(text).toMatch(/dha_queue_jobs\{queue="events-[a-z-]+",state="failed"\} \d+/);
      expect(text).toMatch(/dha_queue_depth_up 1/);
      expect(text).toMatch(/^dha_outbox_lag_seconds \d/m);
      expect(text).toContain('dha_event_latency_seconds');
    });

    it('counts a queue depth at scrape', async () => {
      const queue = new Queue('signup-offer-expiry', { connection: { url: t.config.REDIS_URL }, prefix: `${t.config.REDIS_PREFIX}:bull` });
      try {
        await queue.add('probe', {}, { delay: 3_600_000 });
        const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
        expect(text).toMatch(/dha_queue_jobs\{queue="signup-offer-expiry",state="delayed"\} [1-9]/);
      } finally {
        await queue.obliterate({ force: true });
        await queue.close();
      }
    });

    it('is served by a worker process on a port of its own, with the same token', async () => {
      const server = (await serveWorkerMetrics(t.app, { ...t.config, PORT: 0, HOST: '127.0.0.1' }))!;
      try {
        const url = `http://127.0.0.1:${serverPort(server)}/metrics`;
        expect((await fetch(url)).status).toBe(401);
        expect((await fetch(url, { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(401);
        const ok = await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(ok.status).toBe(200);
        expect(await ok.text()).toContain('dha_event_latency_seconds');
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('does not exist without METRICS_TOKEN', async () => {
      const plain = await createTestApp();
      try {
        const response = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('dha_');
      } finally {
        await plain.close();
      }
    });
  });

  describe('queue board', () => {
    let redis: Redis;
    beforeAll(() => {
      redis = new Redis(t.config.REDIS_URL);
    });
    afterAll(() => redis.quit());

    it('is linked from the console menu 基础设施 of super admins only', async () => {
      type Menu = { name: string; component: string | null; children?: Menu[] };
      const flatten = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...flatten(m.children ?? [])]);
      const boardMenus = async (token: string) => {
        const info = await t.api.get<{ menus: Menu[] }>('/system/auth/get-permission-info', { token });
        return flatten(info.data!.menus).filter((m) => m.component === 'infra/queue-board/index');
      };
      expect(await boardMenus(admin)).toEqual([expect.objectContaining({ name: '任务队列' })]);
      expect(await boardMenus((await userWithRole(t, 'dept_admin')).token)).toEqual([]);
    });

    it('refuses the board without a ticket, and with a made-up one', async () => {
      for (const url of [`${BOARD}/`, `${BOARD}/api/queues`, `${BOARD}/static/favicon-32x32.png`]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(401);
      }
      const forged = await t.app.inject({ method: 'GET', url: `${BOARD}/api/queues`, headers: { cookie: 'dha_queue_board=forged' } });
      expect(forged.statusCode).toBe(401);
    });

    it('gives no ticket to anonymous callers or to staff who are not super admin', async () => {
      const anonymous = await t.app.inject({ method: 'POST', url: `${BOARD}/session` });
      expect(JSON.parse(anonymous.body)).toMatchObject({ code: 401 });
      expect(anonymous.headers['set-cookie']).toBeUndefined();
      const deptAdmin = await userWithRole(t, 'dept_admin');
      const refused = await openBoard(t, deptAdmin.token);
      expect(refused.code).toBe(403);
      expect(refused.setCookie).toBeUndefined();
    });

    it('serves a super admin after the session call: the page and every queue', async () => {
      const session = await openBoard(t, admin);
      expect(session.code).toBe(0);
      expect(session.setCookie).toMatch(
        /^dha_queue_board=[\w-]{40,}; Path=\/admin-api\/infra\/queue-board; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
      );

      // Redis holds no bearer token: the ticket's record seals the access token with a key only the ticket gives
      const records = await Promise.all(
        (await redis.keys(`${t.config.REDIS_PREFIX}:ops:queue-board-ticket:*`)).map((key) => redis.get(key)),
      );
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) expect(record).not.toContain(admin);

      const page = await t.app.inject({ method: 'GET', url: `${BOARD}/`, headers: { cookie: session.cookie! } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');

      const api = await t.app.inject({ method: 'GET', url: `${BOARD}/api/queues`, headers: { cookie: session.cookie! } });
      expect(api.statusCode).toBe(200);
      const names = (JSON.parse(api.body) as { queues: Array<{ name: string }> }).queues.map((q) => q.name);
      expect(names).toEqual(t.app.get(OpsQueues).names());
      expect(names).toContain('signup-offer-expiry');
      expect(names.some((n) => n.startsWith('events-'))).toBe(true);
    });

    it('lets the super admin inspect and retry a failed job', async () => {
      const name = t.app
        .get(OpsQueues)
        .names()
        .find((n) => n.startsWith('events-'))!;
      const connection = { url: t.config.REDIS_URL };
      const prefix = `${t.config.REDIS_PREFIX}:bull`;
      const queue = new Queue(name, { connection, prefix });
      const worker = new Worker(name, () => Promise.reject(new Error('consumer broke')), { connection, prefix });
      try {
        await queue.add('BoardProbe', { n: 1 }, { jobId: 'board-probe-1', attempts: 1 });
        await waitFor(async () => (await queue.getJobCounts('failed')).failed === 1);
        await worker.close();

        const { cookie } = await openBoard(t, admin);
        const listed = await t.app.inject({
          method: 'GET',
          url: `${BOARD}/api/queues?activeQueue=${name}&status=failed&page=1`,
          headers: { cookie: cookie! },
        });
        const board = JSON.parse(listed.body) as { queues: Array<{ name: string; jobs: Array<{ id: string; failedReason: string }> }> };
        const failed = board.queues.find((q) => q.name === name)!.jobs;
        expect(failed).toEqual([expect.objectContaining({ id: 'board-probe-1', failedReason: 'consumer broke' })]);

        const retried = await t.app.inject({
          method: 'PUT',
          url: `${BOARD}/api/queues/${name}/board-probe-1/retry`,
          headers: { cookie: cookie! },
        });
        expect(retried.statusCode).toBe(204);
        expect(await queue.getJobCounts('failed', 'waiting')).toEqual({ failed: 0, waiting: 1 });
      } finally {
        await worker.close();
        await queue.obliterate({ force: true });
        await queue.close();
      }
    });

    it('ends the access with the access token it was issued for', async () => {
      const superAdmin = await userWithRole(t, 'super_admin');
      const { cookie } = await openBoard(t, superAdmin.token);
      expect((await t.app.inject({ method: 'GET', url: `${BOARD}/api/queues`, headers: { cookie: cookie! } })).statusCode).toBe(200);
      // the role is taken away: refused at the next request
      await t.sql(`delete from system_user_role where user_id = ?`, [superAdmin.id]);
      await accessChanged(t);
      expect((await t.app.inject({ method: 'GET', url: `${BOARD}/api/queues`, headers: { cookie: cookie! } })).statusCode).toBe(403);
      // logged out: the ticket is dead
      await t.api.post('/system/auth/logout', undefined, { token: superAdmin.token });
      expect((await t.app.inject({ method: 'GET', url: `${BOARD}/api/queues`, headers: { cookie: cookie! } })).statusCode).toBe(401);
    });
  });

  describe('health', () => {
    it('reports the relay lag, and degraded when the oldest unpublished event is old', async () => {
      // earlier tests' events (a logout) wait too: this app runs no relay
      await t.sql(`update core_outbox_event set published_at = now() where published_at is null`);
      const fresh = await t.api.get<{ status: string; relayLagSeconds: number }>('/health');
      expect(fresh.data).toMatchObject({ status: 'up', database: 'up', redis: 'up', relayLagSeconds: 0 });

      // an event nobody published for two minutes (this app runs no relay)
      await t.sql(
        `insert into core_outbox_event (event_id, type, aggregate_type, aggregate_id, payload, occurred_at)
         values (?, 'OpsProbe', 'probe', '1', '{}', now() - interval '120 seconds')`,
        [randomUUID()],
      );
      const started = Date.now();
      const behind = await t.api.get<{ status: string; relayLagSeconds: number }>('/health');
      expect(Date.now() - started).toBeLessThan(500);
      expect(behind.data!.status).toBe('degraded');
      expect(behind.data!.relayLagSeconds).toBeGreaterThanOrEqual(120);
      expect(await t.app.get(OutboxRelay).lagSeconds()).toBeGreaterThanOrEqual(120);

      const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
      expect(Number(/^dha_outbox_lag_seconds (\S+)$/m.exec(text)![1])).toBeGreaterThanOrEqual(120);
      await t.sql(`update core_outbox_event set published_at = now() where type = 'OpsProbe'`);
    });
  });
});
