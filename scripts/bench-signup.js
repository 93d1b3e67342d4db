#!/usr/bin/env node
'use strict';
/**
 * npm run bench:signup: a burst of signup submissions on the running server, next to the raw
 * PostgreSQL insert rate of the same row shape, measured in the same run on this machine.
 *
 * - The BUILT server runs in a child process on a fresh database of its own (dropped afterwards)
 *   and a Redis key prefix of its own (PostgreSQL and Redis found as for `npm run bench`).
 * - BENCH_SIGNUP_USERS users (default 5000) are bulk-created with a complete profile and an access
 *   token (direct SQL into the auth tables: creating them through the API would measure argon2).
 * - Warm-up: one whole burst of every user on a course of its own, not counted (V8 optimises the
 *   server's hot paths over the first few thousand requests).
 * - BENCH_SIGNUP_ROUNDS rounds (default 3), each on a fresh course: the raw rate, the burst (every
 *   user submits once over loopback HTTP, at most BENCH_CONNECTIONS (default 50) requests in flight,
 *   keep-alive), the raw rate again, then the invariant check (one row per user, no duplicates, every
 *   row WAIT_AUDIT with one history row and one outbox event). The round's ratio is its burst over the
 *   mean of its two raw rates (this machine's speed drifts); the summary is the median round.
 * - Raw: the same concurrency of `pg` clients inserting the same row shape (same columns, indexes and
 *   partial unique index) into a scratch copy of the table, one INSERT per row, for the same number of rows.
 * - Offer burst: reviewers PASS every signup at once on a course without teacher review whose
 *   quota is 100 formal + 50 candidate places: exactly 100 (then 50 candidate) must succeed, zero overbooking.
 * - Also printed: CPU per submission of the server, of PostgreSQL (every postgres process) and of
 *   this load generator (/proc), the database transactions during the burst, and signups per commit.
 * - The load generator is undici (keep-alive pool): node:http cost ~200 µs of CPU per request on the
 *   same 2 cores, undici ~80 µs.
 *
 * - The server runs as an API replica (RUN_WORKERS=false): the burst's 5,000 outbox events wait, and
 *   the relay and consumers that a worker runs are measured by bench:events. With
 *   BENCH_SIGNUP_RUN_WORKERS=true they run in the server process during the burst and share its cores.
 *
 * Options: BENCH_SIGNUP_RUN_WORKERS, BENCH_SIGNUP_USERS, BENCH_CONNECTIONS, BENCH_SIGNUP_ROUNDS, BENCH_LOG_LEVEL (default warn;
 * info logs every request), BENCH_SIGNUP_OFFERS=0 (skip the offer burst), BENCH_SIGNUP_PROBE=1 (GET
 * /health with a token, same burst: the floor of the HTTP stack), BENCH_NODE_ARGS="--cpu-prof
 * --cpu-prof-dir=/tmp/prof". Reproduce: `npm run bench:signup`.
 *
 * Figures, their history and what moved them: docs/benchmarks.md.
 */
const os = require('node:os');
const { Client } = require('pg');
const { ADMIN_PASSWORD, createBenchEnv } = require('./lib/bench-env');
const data = require('./lib/bench-data');
const { processTable, treeCpuMs, commandCpuMs } = require('./lib/process-cpu');

const USERS = Number(process.env.BENCH_SIGNUP_USERS || 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const PORT = Number(process.env.BENCH_PORT || 48292);
// BENCH_SIGNUP_OFFERS=0 skips the offer burst (quicker iterations on the submission path)
const OFFERS = process.env.BENCH_SIGNUP_OFFERS !== '0';
// rounds of (raw, burst, raw) on fresh courses: this machine's speed drifts, the median is reported
const ROUNDS = Number(process.env.BENCH_SIGNUP_ROUNDS || 3);
const log = (line) => process.stdout.write(`[bench:signup] ${line}\n`);
const env = createBenchEnv('bench-signup', log);
const { burst, tally, createUsers, rawInsertRate } = data;
// the load generator: undici keep-alive pool (node:http cost ~200 µs of CPU per request here, undici ~80)
const api = data.apiClient(PORT, CONNECTIONS);
const call = api.call;
const createCourse = (adminToken, overrides) => data.createCourse(call, adminToken, overrides);

/** CPU used by `pid`, by PostgreSQL and by this (load generator) process while `work` runs. */
async function metered(pid, work) {
  const before = processTable();
  const client0 = process.cpuUsage();
  const result = await work();
  const after = processTable();
  const [server0, server1] = [treeCpuMs(before, pid), treeCpuMs(after, pid)];
  const [postgres0, postgres1] = [commandCpuMs(before, 'postgres'), commandCpuMs(after, 'postgres')];
  const client = process.cpuUsage(client0);
  return {
    ...result,
    serverCpuMs: server0 === null || server1 === null ? null : server1 - server0,
    postgresCpuMs: postgres0 === null || postgres1 === null ? null : postgres1 - postgres0,
    clientCpuMs: (client.user + client.system) / 1000,
  };
}

async function offerBurst(admin, offerCourse, db, users) {
  const offerSubmit = await burst(USERS, CONNECTIONS, (i) =>
    call('POST', '/client/signup/create', { courseId: offerCourse, participantKind: 0, identity: '1' }, users[i].token),
  );
  const offerRows = (await db.query(`select id, version from signup_signup where course_id = $1 order by id`, [offerCourse])).rows;
  const passFormal = await burst(offerRows.length, CONNECTIONS, (i) =>
    call('POST', '/signup/signup/review', { id: offerRows[i].id, version: offerRows[i].version, action: 'PASS', offer: 'FORMAL' }, admin),
  );
  const left = (await db.query(`select id, version from signup_signup where course_id = $1 and status = 10 order by id`, [offerCourse]))
    .rows;
  const passCandidate = await burst(left.length, CONNECTIONS, (i) =>
    call('POST', '/signup/signup/review', { id: left[i].id, version: left[i].version, action: 'PASS', offer: 'CANDIDATE' }, admin),
  );
  const [held] = (
    await db.query(
      `select count(*) filter (where status = 30 and offer_type = 0)::int as formal,
              count(*) filter (where status = 30 and offer_type = 1)::int as candidate,
              (select coalesce(max(held) filter (where offer_type = 0), 0) from signup_seat where course_id = $1) as ledger_formal,
              (select coalesce(max(held) filter (where offer_type = 1), 0) from signup_seat where course_id = $1) as ledger_candidate
       from signup_signup where course_id = $1`,
      [offerCourse],
    )
  ).rows;
  const offersOk =
    held.formal === 100 &&
    held.candidate === 50 &&
    held.ledger_formal === 100 &&
    held.ledger_candidate === 50 &&
    offerSubmit.results.every((r) => r.code === 0);
  return { offerSubmit, offerRows, passFormal, passCandidate, held, offersOk };
}

/** One round: a fresh course, the raw rate, the burst of every user on it, the raw rate again, the invariant check. */
async function round(n, { admin, db, dbUrl, users, serverPid }) {
  const courseId = await createCourse(admin, { code: `BENCH${n}${Date.now().toString(36)}` });
  // the raw rate is measured just before and just after the burst: the machine's speed drifts (other
  // work on the host), and the ratio compares the burst with the mean of the two
  log(`round ${n}: raw PostgreSQL, ${USERS} single-row INSERTs of the same shape with ${CONNECTIONS} clients…`);
  const rawBefore = await rawInsertRate(dbUrl, USERS, CONNECTIONS, courseId);

  log(`round ${n}: burst, ${USERS} submissions to course ${courseId}…`);
  const xacts = async () =>
    Number((await db.query(`select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`)).rows[0].n);
  const xacts0 = await xacts();
  const submit = await metered(serverPid, () =>
    burst(USERS, CONNECTIONS, (i) =>
      call('POST', '/client/signup/create', { courseId, participantKind: 0, identity: '1', remark: 'bench' }, users[i].token),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 600)); // the statistics collector flushes every 500 ms at most
  const statements = (await xacts()) - xacts0;
  log(`round ${n}: raw PostgreSQL again…`);
  const rawAfter = await rawInsertRate(dbUrl, USERS, CONNECTIONS, courseId);

  const [check] = (
    await db.query(
      `select count(*)::int as rows,
         count(distinct user_id)::int as people,
         count(*) filter (where status <> 10)::int as not_waiting,
         count(distinct submitted_at)::int as commits,
         (select count(*)::int from signup_history h join signup_signup s on s.id = h.signup_id where s.course_id = $1) as history,
         (select count(*)::int from core_outbox_event o join signup_signup s on o.aggregate_type = 'signup' and o.aggregate_id = s.id::text where s.course_id = $1) as events
       from signup_signup where course_id = $1`,
      [courseId],
    )
  ).rows;
  const ok = check.rows === USERS && check.people === USERS && check.not_waiting === 0 && check.history === USERS && check.events === USERS;
  const rawRate = (rawBefore.rate + rawAfter.rate) / 2;
  const ratio = submit.rate / rawRate;
  const perSubmission = (ms) => (ms === null ? '?' : ((ms * 1000) / USERS).toFixed(0));
  const rawLine = (label, raw) =>
    `  raw  PostgreSQL INSERT (pg) ${label}: ${raw.rate.toFixed(0)} rows/s         p50 ${raw.p50} ms  p95 ${raw.p95} ms  p99 ${raw.p99} ms  (${raw.seconds.toFixed(2)} s)`;
  const lines = [
    `Round ${n}`,
    `  API  POST /client/signup/create : ${submit.rate.toFixed(0)} submissions/s  p50 ${submit.p50} ms  p95 ${submit.p95} ms  p99 ${submit.p99} ms  (${submit.seconds.toFixed(2)} s)  codes ${JSON.stringify(tally(submit.results))}`,
    rawLine('before', rawBefore),
    rawLine('after ', rawAfter),
    `  ratio API / raw                 : ${ratio.toFixed(2)}  (over the mean raw rate, ${rawRate.toFixed(0)} rows/s)`,
    `  CPU per submission              : server ${perSubmission(submit.serverCpuMs)} µs, PostgreSQL ${perSubmission(submit.postgresCpuMs)} µs, load generator ${perSubmission(submit.clientCpuMs)} µs  (load average ${os.loadavg()[0].toFixed(1)})`,
    `  database: ${statements} transactions during the burst (${(statements / USERS).toFixed(2)} per submission: token lookups, profile reads, course reads, inserts)`,
    `  commits: ${check.commits} distinct submission timestamps (one per transaction) → ${(check.rows / Math.max(1, check.commits)).toFixed(1)} signups per commit`,
    `  invariant: ${check.rows} rows, ${check.people} distinct people, ${check.not_waiting} not WAIT_AUDIT, ${check.history} history rows, ${check.events} outbox events → ${ok ? 'OK' : 'FAILED'}`,
  ];
  return { ok, ratio, rate: submit.rate, lines };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  log(`${USERS} users, ${CONNECTIONS} requests in flight, ${ROUNDS} round(s)`);
  // the API alone by default (its events wait in the outbox: their consumers are bench:events' subject);
  // BENCH_SIGNUP_RUN_WORKERS=true runs the relay and the consumers in the same process during the burst
  const runWorkers = process.env.BENCH_SIGNUP_RUN_WORKERS === 'true';
  log(runWorkers ? 'relay and consumers run in the server process' : 'API only (RUN_WORKERS=false)');
  const server = await env.startServer({ port: PORT, databasePrefix: 'dha_bench_signup', extra: { RUN_WORKERS: String(runWorkers) } });
  const scratch = { url: server.databaseUrl };

  const login = await call('POST', '/system/auth/login', { username: 'admin', password: ADMIN_PASSWORD });
  if (login.code !== 0) throw new Error(`admin login failed: ${login.code} ${login.msg}`);
  const admin = login.data.accessToken;

  const db = new Client({ connectionString: scratch.url });
  await db.connect();
  env.onCleanup(() => db.end());
  const t0 = Date.now();
  const users = await createUsers(db, USERS);
  log(`${users.length} users with tokens created in ${Date.now() - t0} ms`);

  // warm-up: one whole burst on a separate course, not counted. V8 is still optimising the server's
  // hot paths for the first few thousand requests (a 200-request warm-up left the first measured
  // burst at ~1.5× the server CPU per submission of the next ones)
  const warmCourse = await createCourse(admin, { code: `WARM${Date.now().toString(36)}` });
  log(`warm-up: ${USERS} submissions to another course…`);
  await burst(USERS, CONNECTIONS, (i) =>
    call('POST', '/client/signup/create', { courseId: warmCourse, participantKind: 0, identity: '1' }, users[i].token),
  );

  const rounds = [];
  for (let n = 1; n <= ROUNDS; n++) rounds.push(await round(n, { admin, db, dbUrl: scratch.url, users, serverPid: server.pid }));

  // BENCH_SIGNUP_PROBE=1: the floor of the HTTP stack on this machine, same burst shape: an authenticated
  // GET /health with the caller's token (guard with its token lookup, interceptor, `select 1` and a Redis ping)
  const probe = process.env.BENCH_SIGNUP_PROBE
    ? await metered(server.pid, () => burst(USERS, CONNECTIONS, (i) => call('GET', '/health', undefined, users[i].token)))
    : null;

  // offer burst: every user signs up for the small course, then reviewers PASS all at once
  let offers = null;
  if (OFFERS) {
    const offerCourse = await createCourse(admin, {
      code: `OFFER${Date.now().toString(36)}`,
      needTeacherAudit: false,
      formalStudentQuota: 100,
      candidateStudentQuota: 50,
    });
    offers = await offerBurst(admin, offerCourse, db, users);
  }

  const ratio = median(rounds.map((r) => r.ratio));
  const lines = [
    '',
    `Signup burst (${USERS} users → 1 course per round, ${CONNECTIONS} in flight, loopback, node ${process.version}, ${os.cpus().length} cores)`,
    ...rounds.flatMap((r) => r.lines),
    `Median of ${ROUNDS} round(s): ${median(rounds.map((r) => r.rate)).toFixed(0)} submissions/s, ratio API / raw ${ratio.toFixed(2)} (goal ≥ 0.30; rounds ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')})`,
    ...(probe
      ? [
          `Probe GET /health (with token): ${probe.rate.toFixed(0)} requests/s  p50 ${probe.p50} ms  p95 ${probe.p95} ms; CPU per request: server ${probe.serverCpuMs === null ? '?' : ((probe.serverCpuMs * 1000) / USERS).toFixed(0)} µs, load generator ${((probe.clientCpuMs * 1000) / USERS).toFixed(0)} µs  codes ${JSON.stringify(tally(probe.results))}`,
        ]
      : []),
    offers
      ? `Offers (100 formal + 50 candidate places, ${offers.offerRows.length} PASS at once): formal ${JSON.stringify(tally(offers.passFormal.results))} then candidate ${JSON.stringify(tally(offers.passCandidate.results))}; held formal ${offers.held.formal}/${offers.held.ledger_formal}, candidate ${offers.held.candidate}/${offers.held.ledger_candidate} → ${offers.offersOk ? 'no overbooking' : 'FAILED'} (${offers.passFormal.rate.toFixed(0)} reviews/s)`
      : 'Offers: skipped (BENCH_SIGNUP_OFFERS=0)',
    '',
  ];
  process.stdout.write(lines.join('\n'));
  return rounds.every((r) => r.ok) && (!offers || offers.offersOk) ? 0 : 1;
}

env.onCleanup(() => api.close());
env.run(main);
