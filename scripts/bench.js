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
 * - The access log's cost (issue 32): the user page on two more API processes of the same database,
 *   one writing the API access log (the default) and one with API_ACCESS_LOG=false, measured
 *   alternately (BENCH_ACCESS_LOG_ROUNDS rounds, default 4, BENCH_DURATION each way, the order flipped
 *   each round); the overhead is the throughput lost with the log on, per round and its median (goal:
 *   under 5%).
 *
 * - Signups under a flood (issue 12): BENCH_FLOOD_USERS visitors (default 2000, tokens made in SQL)
 *   sign up for a course, BENCH_FLOOD_VISITORS (default 20) at a time, without and then with a flood
 *   of the worst bodies of item 1 (1 MB and 60 KB of nested JSON) from BENCH_FLOOD_CONNECTIONS
 *   (default 20) connections at the unauthenticated login (scripts/lib/hostile-flood.js); the
 *   signup p99 of both and their ratio are printed (goal: within 2×), and the health check's
 *   latency during the flood. A warm-up burst on a course of its own comes first (not counted).
 *
 * Figures and their history: docs/benchmarks.md.
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_PORT (default 48282),
 * BENCH_FLOOD_USERS, BENCH_FLOOD_VISITORS, BENCH_FLOOD_CONNECTIONS.
 */
const os = require('node:os');
const autocannon = require('autocannon');
const { Client } = require('pg');
const { ADMIN_PASSWORD, createBenchEnv } = require('./lib/bench-env');
const data = require('./lib/bench-data');
const { startFlood } = require('./lib/hostile-flood');
const { processTable, treeCpuMs } = require('./lib/process-cpu');

const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const PORT = Number(process.env.BENCH_PORT || 48282);
const HELLO_PORT = PORT + 1;
const FLOOD_USERS = Number(process.env.BENCH_FLOOD_USERS || 2000);
const FLOOD_VISITORS = Number(process.env.BENCH_FLOOD_VISITORS || 20);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS || 20);
const ACCESS_LOG_ROUNDS = Number(process.env.BENCH_ACCESS_LOG_ROUNDS || 4);
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

/**
 * Signup p99 without and with a flood of hostile bodies at the login (issue 12: a few such bodies
 * used to take the health check from 5 ms to over a second). Each burst is every user signing up for
 * a fresh course; the health check is polled every 50 ms during the flood.
 */
async function signupsUnderFlood(databaseUrl, adminToken) {
  const api = data.apiClient(PORT, FLOOD_VISITORS);
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const users = await data.createUsers(db, FLOOD_USERS, 100_000);
    const signUp = async (label) => {
      const courseId = await data.createCourse(api.call, adminToken, { code: `FLOOD${label}${Date.now().toString(36)}` });
      return data.burst(users.length, FLOOD_VISITORS, (i) =>
        api.call('POST', '/client/signup/create', { courseId, participantKind: 0, identity: '1' }, users[i].token),
      );
    };
    log(`signups under a flood: warm-up, ${FLOOD_USERS} signups…`);
    await signUp('W');
    log(`signups under a flood: ${FLOOD_USERS} signups, ${FLOOD_VISITORS} at a time, no flood…`);
    const quiet = await signUp('Q');
    log(`signups under a flood: the same with ${FLOOD_CONNECTIONS} connections flooding the login with nested JSON…`);
    const flood = startFlood(PORT, FLOOD_CONNECTIONS);
    const health = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const t0 = process.hrtime.bigint();
        await fetch(`http://127.0.0.1:${PORT}/admin-api/health`).then((r) => r.text());
        health.push(Number(process.hrtime.bigint() - t0) / 1e6);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const flooded = await signUp('F');
    polling = false;
    await poller;
    const floodResult = await flood.stop();
    health.sort((a, b) => a - b);
    const ok = (r) => r.results.every((x) => x.code === 0);
    const ratio = Number(flooded.p99) / Number(quiet.p99);
    return [
      '',
      `Signups under a flood (${FLOOD_USERS} visitors, ${FLOOD_VISITORS} in flight; flood: ${FLOOD_CONNECTIONS} connections at POST /system/auth/login)`,
      `  without flood : ${quiet.rate.toFixed(0)} signups/s  p50 ${quiet.p50} ms  p99 ${quiet.p99} ms  codes ${JSON.stringify(data.tally(quiet.results))}`,
      `  with flood    : ${flooded.rate.toFixed(0)} signups/s  p50 ${flooded.p50} ms  p99 ${flooded.p99} ms  codes ${JSON.stringify(data.tally(flooded.results))}`,
      `  p99 ratio     : ${ratio.toFixed(2)}× (goal ≤ 2×) → ${ratio <= 2 && ok(quiet) && ok(flooded) ? 'OK' : 'NOT MET'}`,
      `  the flood     : ${floodResult.sent} hostile bodies in ${floodResult.seconds.toFixed(1)} s (${floodResult.rate.toFixed(0)}/s), answers ${JSON.stringify(floodResult.codes)}`,
      `  health check during the flood: ${health.length} polls, p50 ${data.percentile(health, 50).toFixed(1)} ms, max ${health[health.length - 1].toFixed(1)} ms`,
    ];
  } finally {
    await db.end();
    await api.close();
  }
}

/**
 * The user page on an API process writing the access log and on one that does not (API_ACCESS_LOG=false),
 * both on the bench's database, measured alternately (on, off, on, off) so that drift of the machine
 * falls on both; the overhead is 1 − (req/s with the log) / (req/s without).
 */
async function accessLogOverhead(startSibling, token, ok) {
  log('access log: starting two more API processes (log on, log off)…');
  // one after the other: two boots at once on 2 cores can hold an event loop past the Redis command timeout
  const on = await startSibling(PORT + 2, { API_ACCESS_LOG: 'true' });
  const off = await startSibling(PORT + 3, { API_ACCESS_LOG: 'false' });
  try {
    const target = (server) => ({
      url: `${server.api}/system/user/page?pageNo=1&pageSize=20`,
      headers: { authorization: `Bearer ${token}`, 'tenant-id': '1' },
    });
    await warmUp(target(on));
    await warmUp(target(off));
    const runs = { on: [], off: [] };
    /** the API process's own CPU (ms, from /proc) and the requests it answered, per mode: steadier than req/s on a busy machine */
    const cpu = { on: { ms: 0, requests: 0 }, off: { ms: 0, requests: 0 } };
    const pairs = [];
    for (let round = 1; round <= ACCESS_LOG_ROUNDS; round++) {
      // the order flips each round (on-off, off-on, …): a machine that speeds up or slows down during a round weighs on both
      const order = round % 2 ? ['on', 'off'] : ['off', 'on'];
      const got = {};
      for (const name of order) {
        log(`access log ${name}: measuring GET user page (round ${round}/${ACCESS_LOG_ROUNDS})…`);
        const server = name === 'on' ? on : off;
        const before = treeCpuMs(processTable(), server.pid);
        got[name] = (await measure(`user page, access log ${name}`, target(server), ok)).result;
        const after = treeCpuMs(processTable(), server.pid);
        if (before !== null && after !== null) {
          cpu[name].ms += after - before;
          cpu[name].requests += got[name].requests.total;
        }
        runs[name].push(got[name]);
      }
      pairs.push(1 - got.on.requests.average / got.off.requests.average);
    }
    const rate = (list) => list.reduce((n, r) => n + r.requests.average, 0) / list.length;
    const p99 = (list) => Math.max(...list.map((r) => r.latency.p99));
    const errors = (list) => list.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx + (r.mismatches || 0), 0);
    const overall = 1 - rate(runs.on) / rate(runs.off);
    const median = [...pairs].sort((a, b) => a - b)[Math.floor(pairs.length / 2)];
    const pct = (x) => `${(x * 100).toFixed(1)}%`;
    const perRequest = (mode) => (cpu[mode].requests ? (cpu[mode].ms * 1000) / cpu[mode].requests : NaN);
    return [
      '',
      `Access log overhead (GET /system/user/page, ${CONNECTIONS} connections, ${ACCESS_LOG_ROUNDS} rounds × ${DURATION} s each way, alternated)`,
      `  log on  : ${rate(runs.on).toFixed(0)} req/s  p99 ${p99(runs.on)} ms  errors ${errors(runs.on)}  (rounds ${runs.on.map((r) => r.requests.average.toFixed(0)).join(', ')})`,
      `  log off : ${rate(runs.off).toFixed(0)} req/s  p99 ${p99(runs.off)} ms  errors ${errors(runs.off)}  (rounds ${runs.off.map((r) => r.requests.average.toFixed(0)).join(', ')})`,
      `  overhead: ${pct(overall)} of throughput over all rounds, per round ${pairs.map(pct).join(', ')}, median ${pct(median)} (goal < 5%) → ${median < 0.05 ? 'OK' : 'NOT MET'}`,
      `  API CPU per request: ${perRequest('on').toFixed(0)} µs with the log, ${perRequest('off').toFixed(0)} µs without (${pct(perRequest('on') / perRequest('off') - 1)} → ${perRequest('on') / perRequest('off') - 1 < 0.05 ? 'OK' : 'NOT MET'}; the batched INSERTs' own cost is PostgreSQL's)  (load average ${os.loadavg()[0].toFixed(1)})`,
    ];
  } finally {
    await Promise.all([on.stop(), off.stop()]);
  }
}

function row(cells, widths) {
  return cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
}

async function main() {
  log(`${CONNECTIONS} connections, ${DURATION} s per target`);
  const hello = env.startChild(['-e', HELLO_WORLD], { HELLO_PORT: String(HELLO_PORT) });
  const { api, databaseUrl, startSibling } = await env.startServer({ port: PORT, databasePrefix: 'dha_bench' });
  await hello.ready;
  const loadBefore = os.loadavg()[0].toFixed(1);

  const ok = (body) => body.startsWith('{"code":0,');
  const results = [];
  const unavailable = [];
  let floodLines = [];
  let accessLogLines = [];

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
      // as the console's browser calls it: the cached answer goes out gzipped (11 KB → 3 KB); the
      // body is not checked here (autocannon does not inflate it)
      const asBrowser = { ...permissionInfo, headers: { ...permissionInfo.headers, 'accept-encoding': 'gzip, deflate, br, zstd' } };
      log('measuring GET get-permission-info with a browser’s Accept-Encoding…');
      results.push(await measure('  … with Accept-Encoding (gzip)', asBrowser));
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
    if (users.code === 0) accessLogLines = await accessLogOverhead(startSibling, login.data.accessToken, ok);
    log('measuring POST login (argon2id on purpose: slow by design)…');
    results.push(await measure('POST /system/auth/login', loginOptions, ok));
    floodLines = await signupsUnderFlood(databaseUrl, login.data.accessToken);
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
  lines.push(...accessLogLines);
  lines.push(...floodLines);
  for (const reason of unavailable) lines.push(`not measured: ${reason}`);
  process.stdout.write(lines.join('\n') + '\n\n');
  return unavailable.length ? 2 : 0;
}

env.run(main);
