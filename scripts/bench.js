#!/usr/bin/env node
'use strict';
/**
 * npm run bench: throughput and latency of two API calls next to a raw Fastify hello-world,
 * measured in the same run on this machine. Bounded (fixed duration per target) and loopback only.
 *
 * - The BUILT server runs on a fresh database of its own (dropped afterwards) and a Redis key prefix
 *   of its own; PostgreSQL and Redis are found as for the browser tests (scripts/lib/services.js).
 *   The auth rate limit and the login lock-out are raised for the run (AUTH_RATE_LIMIT_PER_MINUTE,
 *   LOGIN_MAX_FAILURES); request logging is off (LOG_LEVEL=warn) unless BENCH_LOG_LEVEL says otherwise.
 * - The hello-world is a bare Fastify (the one @nestjs/platform-fastify uses) answering a small JSON.
 *   It runs in a child process like the server, so that neither shares its event loop with the load
 *   generator (autocannon, which runs in this process) and the ratio compares like with like.
 * - A response counts as an error unless its HTTP status is 2xx AND its envelope code is 0
 *   (the API answers business errors with HTTP 200).
 *
 * - The user page (20 rows with department names) reads a set-up of 25 staff users in 3 departments,
 *   inserted straight into the bench database (the way a load test fixture does).
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_PORT (default 48282).
 */
const os = require('node:os');
const autocannon = require('autocannon');
const { Client } = require('pg');
const { ADMIN_PASSWORD, createBenchEnv } = require('./lib/bench-env');

const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const PORT = Number(process.env.BENCH_PORT || 48282);
const HELLO_PORT = PORT + 1;
const log = (line) => process.stdout.write(`[bench] ${line}\n`);
const env = createBenchEnv('bench', log);

const HELLO_WORLD = `
const app = require('fastify')({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.HELLO_PORT), host: '127.0.0.1' }).then(() => process.send({ type: 'ready' }));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

async function call(method, url, body, headers = {}) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', 'tenant-id': '1', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { code: response.status, msg: text.slice(0, 200) };
  }
}

function measure(name, options, verifyBody) {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: CONNECTIONS, duration: DURATION, pipelining: 1, timeout: 30, ...options, ...(verifyBody ? { verifyBody } : {}) },
      (error, result) => (error ? reject(error) : resolve({ name, result })),
    );
  });
}

async function warmUp(options) {
  await new Promise((resolve, reject) =>
    autocannon({ connections: 10, duration: 1, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** 25 staff users of tenant 1 spread over 3 departments (no password: they never sign in). */
async function seedStaff(databaseUrl) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into system_dept (tenant_id, name, parent_id, sort, status, create_time, update_time)
       select 1, '压测部门' || g, 0, g, 0, now(), now() from generate_series(1, 3) g returning id`,
    );
    const depts = rows.map((r) => r.id);
    await client.query(
      `insert into system_users (tenant_id, username, password, nickname, status, dept_id, create_time, update_time)
       select 1, 'bench' || g, 'no-login', '压测用户' || g, 0, ($1::int[])[1 + g % 3], now(), now() from generate_series(1, 25) g`,
      [depts],
    );
  } finally {
    await client.end();
  }
}

function row(cells, widths) {
  return cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
}

async function main() {
  log(`${CONNECTIONS} connections, ${DURATION} s per target`);
  const hello = env.startChild(['-e', HELLO_WORLD], { HELLO_PORT: String(HELLO_PORT) });
  const { api, databaseUrl } = await env.startServer({ port: PORT, databasePrefix: 'dha_bench' });
  await hello.ready;
  const loadBefore = os.loadavg()[0].toFixed(1);

  const ok = (body) => body.startsWith('{"code":0,');
  const results = [];
  const unavailable = [];

  const helloOptions = { url: `http://127.0.0.1:${HELLO_PORT}/` };
  await warmUp(helloOptions);
  log('measuring the Fastify hello-world…');
  results.push(await measure('Fastify hello-world (GET /)', helloOptions));

  const loginBody = { username: 'admin', password: ADMIN_PASSWORD };
  const login = await call('POST', `${api}/system/auth/login`, loginBody);
  if (login.code !== 0 || !login.data || !login.data.accessToken) {
    unavailable.push(`login failed (${login.code} ${login.msg}): is POST /system/auth/login implemented yet?`);
  } else {
    const permissionInfo = {
      url: `${api}/system/auth/get-permission-info`,
      headers: { authorization: `Bearer ${login.data.accessToken}`, 'tenant-id': '1' },
    };
    const check = await call('GET', permissionInfo.url, undefined, permissionInfo.headers);
    if (check.code !== 0) unavailable.push(`get-permission-info answered ${check.code} ${check.msg}`);
    else {
      await warmUp(permissionInfo);
      log('measuring GET get-permission-info…');
      results.push(await measure('GET /system/auth/get-permission-info', permissionInfo, ok));
    }
    const loginOptions = {
      url: `${api}/system/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tenant-id': '1' },
      body: JSON.stringify(loginBody),
    };
    await seedStaff(databaseUrl);
    const userPage = {
      url: `${api}/system/user/page?pageNo=1&pageSize=20`,
      headers: { authorization: `Bearer ${login.data.accessToken}`, 'tenant-id': '1' },
    };
    const users = await call('GET', userPage.url, undefined, userPage.headers);
    if (users.code !== 0) unavailable.push(`user page answered ${users.code} ${users.msg}: is GET /system/user/page implemented yet?`);
    else if (!users.data || users.data.list.length !== 20)
      unavailable.push(`user page answered ${users.data && users.data.list.length} rows, not 20`);
    else {
      await warmUp(userPage);
      log('measuring GET user page (20 rows)…');
      results.push(await measure('GET /system/user/page (20 rows)', userPage, ok));
    }
    log('measuring POST login (argon2id on purpose: slow by design)…');
    results.push(await measure('POST /system/auth/login', loginOptions, ok));
  }

  const base = results[0].result.requests.average;
  const widths = [38, 10, 8, 8, 8, 14];
  const lines = [
    '',
    `Results (${DURATION} s each, ${CONNECTIONS} connections, loopback, node ${process.version}, ${os.cpus().length} cores, load average ${loadBefore})`,
    row(['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs hello-world'], widths),
  ];
  for (const { name, result } of results) {
    const errors = result.errors + result.timeouts + result.non2xx + (result.mismatches || 0);
    const rps = result.requests.average;
    const ratio = rps / base;
    const versus = name.startsWith('Fastify') ? '1' : `${(ratio * 100).toFixed(ratio < 0.01 ? 2 : 1)}% (÷${(1 / ratio).toFixed(1)})`;
    lines.push(row([name, rps.toFixed(0), result.latency.p50, result.latency.p99, errors, versus], widths));
  }
  for (const reason of unavailable) lines.push(`not measured: ${reason}`);
  process.stdout.write(lines.join('\n') + '\n\n');
  return unavailable.length ? 2 : 0;
}

env.run(main);
