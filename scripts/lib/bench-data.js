'use strict';
/**
 * Data and load helpers shared by the benchmarks and fault scripts: an HTTP client of the admin API,
 * a bounded-concurrency burst, visitors with tokens created in SQL, and a course created through the API.
 */
const { Pool } = require('undici');
const { Client } = require('pg');

/**
 * A keep-alive client of one server's admin API (undici: the lightest HTTP/1.1 client for Node, so
 * the load generator takes as little CPU as it can). `call` answers the envelope plus `status`; a
 * connection failure answers { status: 0, code: -1, msg } instead of throwing, so callers can count it.
 */
function apiClient(port, connections = 50) {
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections, pipelining: 1 });
  async function call(method, pathname, body, token) {
    let res;
    try {
      res = await pool.request({
        method,
        path: `/admin-api${pathname}`,
        headers: {
          'tenant-id': '1',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      });
    } catch (error) {
      return { status: 0, code: -1, msg: `no answer: ${error.code || error.message}` };
    }
    const text = await res.body.text();
    try {
      return { status: res.statusCode, ...JSON.parse(text) };
    } catch {
      return { status: res.statusCode, code: res.statusCode, msg: text.slice(0, 200) };
    }
  }
  return { call, close: () => pool.close() };
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` in flight; answers latencies (ms) and results. */
async function burst(count, concurrency, task) {
  const latencies = new Array(count);
  const results = new Array(count);
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = process.hrtime.bigint();
        results[i] = await task(i);
        latencies[i] = Number(process.hrtime.bigint() - t0) / 1e6;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1) : '-');
  return { seconds, rate: count / seconds, p50: pct(50), p95: pct(95), p99: pct(99), results };
}

const tally = (results) =>
  results.reduce((acc, r) => {
    acc[r.code] = (acc[r.code] || 0) + 1;
    return acc;
  }, {});

/** Percentile of an ascending array (nearest rank), or null when empty. */
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null);

/**
 * `count` visitors with a complete profile and an access token, in SQL (through the API this would
 * measure argon2). `from` numbers them, so several calls on one database do not collide.
 */
async function createUsers(db, count, from = 1) {
  const users = await db.query(
    `insert into system_users (tenant_id, username, password, nickname, status, real_name, sex, birthday,
       certificate_type, certificate_no, mobile, education, create_time, update_time)
     select 1, 'bench' || g, 'no-login', 'bench' || g, 0, '学员' || g, 1, timestamptz '1990-01-01', '2',
       'P' || lpad(g::text, 8, '0'), '13' || lpad(g::text, 9, '0'), '3', now(), now()
     from generate_series($2::int, $2::int + $1::int - 1) g returning id`,
    [count, from],
  );
  const ids = users.rows.map((r) => r.id);
  // the tables keep each token's sha256 only: the plain access token is answered to the caller
  const tokens = await db.query(
    `with tok as (
       select u, md5(random()::text || u::text || clock_timestamp()::text) as refresh,
         md5(random()::text || 'a' || u::text || clock_timestamp()::text) as access
       from unnest($1::int[]) u),
     rt as (
       insert into system_refresh_token (refresh_token_hash, family_id, user_id, tenant_id, expires_at, create_time)
       select encode(sha256(convert_to(refresh, 'UTF8')), 'hex'), gen_random_uuid(), u, 1, now() + interval '1 day', now() from tok
       returning id, user_id),
     at as (
       insert into system_access_token (access_token_hash, refresh_token_id, user_id, tenant_id, expires_at, create_time)
       select encode(sha256(convert_to(tok.access, 'UTF8')), 'hex'), rt.id, rt.user_id, 1, now() + interval '1 day', now()
       from rt join tok on tok.u = rt.user_id
       returning user_id)
     select tok.u as user_id, tok.access as access_token from tok join at on at.user_id = tok.u`,
    [ids],
  );
  return tokens.rows.map((r) => ({ id: r.user_id, token: r.access_token }));
}

/** A published course open for signup, through the API; `overrides` change any field. Answers its id. */
async function createCourse(call, adminToken, overrides) {
  const now = Date.now();
  const day = 86_400_000;
  const r = await call(
    'POST',
    '/course/course/create',
    {
      name: `压测课程 ${overrides.code}`,
      type: '1',
      startTime: now + 30 * day,
      endTime: now + 31 * day,
      signupStartTime: now - day,
      signupEndTime: now + 10 * day,
      formalStudentQuota: 100_000,
      candidateStudentQuota: 0,
      formalVolunteerQuota: 0,
      candidateVolunteerQuota: 0,
      fee: 0,
      needTeacherAudit: true,
      replyDeadlineHours: 48,
      status: 10,
      published: true,
      ...overrides,
    },
    adminToken,
  );
  if (r.code !== 0) throw new Error(`course create failed: ${r.code} ${r.msg}`);
  return r.data;
}

/** The admin's access token (the run's ADMIN_PASSWORD). */
async function adminLogin(call, password) {
  const login = await call('POST', '/system/auth/login', { username: 'admin', password });
  if (login.code !== 0) throw new Error(`admin login failed: ${login.code} ${login.msg}`);
  return { token: login.data.accessToken, userId: login.data.userId };
}

/**
 * The raw PostgreSQL insert rate of a signup row (bench:signup's baseline, and bench:pay's): `count`
 * single-row INSERTs of the same shape (columns, indexes, partial unique index) into a scratch copy
 * of signup_signup, from `concurrency` pg clients.
 */
async function rawInsertRate(dbUrl, count, concurrency, courseId) {
  // when one client cannot connect (BENCH_CONNECTIONS over max_connections) the others are ended
  // and the database dropped: their errors must not crash the script before it says why it failed
  const client = () => new Client({ connectionString: dbUrl }).on('error', () => undefined);
  const setup = client();
  const clients = Array.from({ length: concurrency }, client);
  let next = 0;
  const latencies = [];
  let seconds;
  try {
    await setup.connect();
    await setup.query(`create table bench_raw_signup (like signup_signup including all)`);
    await Promise.all(clients.map((c) => c.connect()));
    const started = process.hrtime.bigint();
    await Promise.all(
      clients.map(async (c) => {
        while (next < count) {
          const i = next++;
          const t0 = process.hrtime.bigint();
          await c.query(
            `insert into bench_raw_signup (tenant_id, course_id, user_id, participant_kind, identity, remark, status, priority,
               submitted_at, version, username, real_name, mobile, create_time, update_time, created_by)
             values ($1, $2, $3, $4, $5, $6, 10, 0, now(), 1, $7, $8, $9, now(), now(), $10) returning id`,
            [1, courseId, 1_000_000 + i, 0, '1', null, `raw${i}`, `学员${i}`, '13000000000', null],
          );
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        }
      }),
    );
    seconds = Number(process.hrtime.bigint() - started) / 1e9;
    await setup.query(`drop table bench_raw_signup`);
  } finally {
    await Promise.all([setup, ...clients].map((c) => c.end().catch(() => undefined)));
  }
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  return { seconds, rate: count / seconds, p50: pct(50), p95: pct(95), p99: pct(99) };
}

module.exports = { apiClient, burst, tally, percentile, createUsers, createCourse, adminLogin, rawInsertRate };
